import { questionnaireAnswers, questionnaireResponse } from '../contracts/questionnaire';
import { route } from './route';

export const getQuestionnaire = route({
  method: 'GET',
  path: '/api/questionnaire',
  access: 'subscriber',
  summary: "The member's questionnaire answers",
  response: questionnaireResponse,
});

export const saveQuestionnaire = route({
  method: 'PUT',
  path: '/api/questionnaire',
  access: 'subscriber',
  summary: 'Save the questionnaire answers',
  body: questionnaireAnswers,
  response: questionnaireResponse,
});
