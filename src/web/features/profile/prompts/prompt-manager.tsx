// The prompts section of /profile (docs/decisions/0012-profile.md, "Prompts"): up to three answers
// to prompts of a fixed list, shown on the member's card. Pick a prompt, write the answer, add it;
// remove one to answer another. Every change saves the whole list and shows the server's answer.
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  PROFILE_PROMPT_KEYS,
  PROFILE_PROMPTS_MAX,
  PROMPT_ANSWER_MAX_LENGTH,
  promptAnswer,
  type PromptAnswer,
  promptKey,
} from '../../../../shared/contracts/profile-prompts';
import { FieldError } from '../../../components/form/field-error';
import { FormNotice } from '../../../components/form/form-notice';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { promptText } from '../../../lib/prompt-texts';
import { useLanguage } from '../../../lib/use-language';
import { promptsQuery, useSavePrompts } from './prompts-api';
import { TitledSection } from '../../../components/ui/titled-section';
import { SelectOptions } from '../../../components/form/select-options';
import { TextAreaField } from '../../../components/form/text-area-field';

export function PromptManager() {
  const { t } = useTranslation();
  const headingId = `${useId()}-title`;
  const list = useQuery(promptsQuery);
  return (
    <TitledSection
      titleId={headingId}
      title={t('profile.prompts.title')}
      intro={t('profile.prompts.intro')}
      className="mb-12"
      titleClassName="mb-1 text-2xl font-bold"
    >
      {list.isPending && <ListLoading />}
      {list.isError && <ListLoadFailed message={t('profile.prompts.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && <PromptList prompts={list.data.prompts} />}
    </TitledSection>
  );
}

const addForm = z.object({ key: promptKey, answer: promptAnswer.shape.answer });

function PromptList({ prompts }: { prompts: PromptAnswer[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const save = useSavePrompts();
  const [done, setDone] = useState('');
  const { form, field, formProps, failure } = useContractForm({
    schema: addForm,
    defaultValues: { key: '', answer: '' },
    mutation: save,
    errorKey: (name, issue) =>
      name === 'key'
        ? 'profile.prompts.errors.choose'
        : issue.type === 'too_big'
          ? 'profile.prompts.errors.tooLong'
          : 'profile.prompts.errors.answer',
    toVariables: (output) => ({ prompts: [...prompts, output] }),
    onSuccess: () => {
      form.reset({ key: '', answer: '' });
      setDone(t('profile.prompts.added'));
    },
  });
  const key = field('key');
  const answer = field('answer');
  const remove = (removed: PromptAnswer) => {
    setDone('');
    save.send(
      { prompts: prompts.filter((prompt) => prompt.key !== removed.key) },
      { onSuccess: () => setDone(t('profile.prompts.removed', { prompt: promptText(t, removed.key) })) },
    );
  };
  const answered = new Set(prompts.map((prompt) => prompt.key));
  const full = prompts.length >= PROFILE_PROMPTS_MAX;

  return (
    <>
      <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">
        {t('profile.prompts.count', { shown: formatNumber(prompts.length, language), max: formatNumber(PROFILE_PROMPTS_MAX, language) })}
      </p>
      {prompts.length > 0 && (
        <ul className="mb-4 space-y-2">
          {prompts.map((prompt) => (
            <AnsweredPrompt key={prompt.key} prompt={prompt} disabled={save.isPending} onRemove={() => remove(prompt)} />
          ))}
        </ul>
      )}
      {/* Only while there is something to say: the profile form below has notices of its own. */}
      {(done || failure !== null) && (
        <div className="mb-3 space-y-2">
          {done && <FormNotice kind="success">{done}</FormNotice>}
          {failure !== null && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
        </div>
      )}
      {full ? (
        <p className="text-stone-700 dark:text-stone-300">{t('profile.prompts.full')}</p>
      ) : (
        <form {...formProps} aria-label={t('profile.prompts.addTitle')} className="space-y-3">
          <div>
            <label htmlFor={`${id}-key`} className="mb-1 block font-semibold">
              {t('profile.prompts.prompt')}
            </label>
            <select
              {...key.input}
              id={`${id}-key`}
              className="form-field"
              aria-invalid={key.error ? true : undefined}
              aria-describedby={key.error ? `${id}-key-error` : undefined}
            >
              <SelectOptions
                values={PROFILE_PROMPT_KEYS.filter((option) => !answered.has(option))}
                label={(option) => promptText(t, option)}
                empty={t('profile.prompts.choose')}
              />
            </select>
            <FieldError id={`${id}-key-error`} text={key.error && t(key.error)} />
          </div>
          <TextAreaField
            id={`${id}-answer`}
            label={t('profile.prompts.answer')}
            hint={t('profile.prompts.answerHint', { max: formatNumber(PROMPT_ANSWER_MAX_LENGTH, language) })}
            error={answer.error && t(answer.error)}
            input={answer.input}
            maxLength={PROMPT_ANSWER_MAX_LENGTH}
            dir="auto"
          />
          <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
            <Plus aria-hidden="true" className="size-4" />
            {t('profile.prompts.add')}
          </button>
        </form>
      )}
    </>
  );
}

/** One answered prompt with its Remove button (the words hide on narrow screens, the label stays). */
function AnsweredPrompt({ prompt, disabled, onRemove }: { prompt: PromptAnswer; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-stone-200 p-3 dark:border-stone-700">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">{promptText(t, prompt.key)}</p>
        <p dir="auto" className="[overflow-wrap:anywhere]">
          {prompt.answer}
        </p>
      </div>
      <button
        type="button"
        className="btn-secondary min-h-11 shrink-0"
        aria-label={t('profile.prompts.removeLabel', { prompt: promptText(t, prompt.key) })}
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('profile.prompts.remove')}</span>
      </button>
    </li>
  );
}
