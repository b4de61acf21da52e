import { describe, expect, it } from 'vitest';
import { hasDoneQuestionnaireStep, missingQuestionnairePart } from './questionnaire-step';

describe('the Questionnaire step', () => {
  it('asks the answers first, then the profile', () => {
    expect(missingQuestionnairePart({ hasAnswers: false, hasProfile: false })).toBe('answers');
    expect(missingQuestionnairePart({ hasAnswers: true, hasProfile: false })).toBe('profile');
  });

  it('asks the answers of a member who saved a profile first (from /profile) but not the answers', () => {
    expect(missingQuestionnairePart({ hasAnswers: false, hasProfile: true })).toBe('answers');
  });

  it('is done only with both parts saved', () => {
    expect(missingQuestionnairePart({ hasAnswers: true, hasProfile: true })).toBeNull();
    expect(hasDoneQuestionnaireStep({ hasAnswers: true, hasProfile: true })).toBe(true);
    expect(hasDoneQuestionnaireStep({ hasAnswers: true, hasProfile: false })).toBe(false);
    expect(hasDoneQuestionnaireStep({ hasAnswers: false, hasProfile: true })).toBe(false);
  });
});
