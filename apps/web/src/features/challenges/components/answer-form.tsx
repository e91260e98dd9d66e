import { CHALLENGE_ANSWER_MAX } from '@esdc/core/challenge';
import { submissionSchema, type SubmissionInput } from '@esdc/core/challenge-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { useSubmitAnswer, type SubmissionOutcome } from '../api/submit-answer';

/**
 * The answer form of a challenge (SPEC §2 Challenges): 'Your answer' and 'Submit Answer' ('Checking...' while busy),
 * validated with the core `submissionSchema`. A wrong answer shows the server's 'Incorrect answer. Try again.'
 * under the field and keeps what was typed; a refusal (403 inactive account, 429 too many answers, 404) shows
 * the server's message above the form; a correct answer is handed to `onCorrect`.
 */
export function AnswerForm({ challengeId, onCorrect }: { challengeId: number; onCorrect: (outcome: SubmissionOutcome) => void }) {
  const submit = useSubmitAnswer(challengeId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SubmissionInput>({ resolver: zodResolver(submissionSchema), defaultValues: { answer: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const outcome = await submit.mutateAsync(values);
      if (outcome.result.correct) onCorrect(outcome);
      else setError('answer', { message: outcome.message }, { shouldFocus: true });
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to submit your answer');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <FormAlert message={serverError} />
      <TextField
        id="challenge-answer"
        label="Your answer"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={CHALLENGE_ANSWER_MAX}
        hint="Case and extra spaces do not matter."
        error={errors.answer?.message}
        className="font-mono"
        {...register('answer', {
          onChange: () => {
            setServerError(null);
            if (errors.answer) clearErrors('answer');
          },
        })}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        <Send className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Checking...' : 'Submit Answer'}
      </Button>
    </form>
  );
}
