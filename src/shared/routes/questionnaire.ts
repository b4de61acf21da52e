import { questionnaireAnswers, questionnaireResponse } from '../contracts/questionnaire';
import { route } from './route';

export const getQuestionnaire = route({ method: 'GET', path: '/api/questionnaire', access: 'subscriber', response: questionnaireResponse });

export const saveQuestionnaire = route({
  method: 'PUT',
  path: '/api/questionnaire',
  access: 'subscriber',
  body: questionnaireAnswers,
  response: questionnaireResponse,
});
