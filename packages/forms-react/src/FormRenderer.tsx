import type { FormContext, FormDefinition } from '@brand/forms';
import {
  ERROR_SUMMARY_MESSAGE_KEY,
  type FormValues,
  getValue,
  isInputReadOnly,
  pruneHiddenValues,
  validate,
  visibleInputs,
} from '@brand/forms';
import { Button, ErrorSummary, Modal } from '@brand/ui';
import { getIn, useFormik } from 'formik';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { FormDataSources } from './data-sources';
import { definitionProblem } from './definition-problem';
import { FormDefinitionError } from './FormDefinitionError';
import { InputField } from './InputField';
import { InputRenderers } from './InputRenderers';
import { createInMemoryDataSources } from './in-memory-data-sources';
import { withDefaultValues } from './initial-values';
import { errorForInput } from './input-errors';
import { inputDomId } from './input-props';
import type { InputRendererEntry } from './input-testers';
import { NestedInputContext } from './nested-input';
import { defaultTranslate, type Translate, translateErrors } from './translate';
import { useTouchedAfterPress } from './useTouchedAfterPress';

/** When the error summary shows: after a submit attempt, or whenever there are errors (account settings). */
export type ErrorSummaryMode = 'onSubmit' | 'always';

/** What `renderActions` gets to draw its own buttons. */
export interface FormActionsState {
  /** The translated submit label. */
  submitLabel: string;
  /** Whether submitting is allowed now (the form is valid and not already submitting). */
  canSubmit: boolean;
  /** A submit is in progress. */
  isSubmitting: boolean;
  /** Submits as the submit button would. */
  submitForm: () => Promise<void>;
}

/** Props of FormRenderer. */
export interface FormRendererProps {
  /** The form to render. */
  form: FormDefinition;
  /** The answers so far. @default {} */
  initialValues?: FormValues;
  /** Who fills the form in and about what (conditions and rules read it). @default {} */
  context?: FormContext;
  /** Runs with the valid values, those of inputs hidden by their condition dropped (unless `preserve`). */
  onSubmit: (values: FormValues) => void | Promise<void>;
  /** Translates keys (i18next's `t`). @default the en-GB messages, else the key */
  t?: Translate;
  /** Where lookups, address and vehicle searches go. @default empty sample data */
  dataSources?: FormDataSources;
  /** Submit button label (a key or text). @default the form's submitLabel, else 'forms.submit' */
  submitLabel?: string;
  /** Draws the actions instead of the one submit button. */
  renderActions?: (state: FormActionsState) => ReactNode;
  /** When the error summary shows. @default 'onSubmit' */
  errorSummary?: ErrorSummaryMode;
  /** Keeps the submit button disabled while the form is invalid (spec: page-level forms). @default true */
  disableSubmitUntilValid?: boolean;
  /** Runs with the values after every change (to save progress, say). */
  onValuesChange?: (values: FormValues) => void;
  /**
   * The brand's own input renderers for this form, added to those in force (the built-in ones and
   * any an enclosing InputRenderers registers): the applicable one of highest rank renders an input.
   */
  renderers?: readonly InputRendererEntry[];
}

const EMPTY_VALUES: FormValues = {};
const EMPTY_CONTEXT: FormContext = {};
const NO_DATA = createInMemoryDataSources();

/**
 * Renders a form definition with Formik through the @brand/ui controls: the visible inputs only
 * (conditions re-evaluated on every change), validated by the engine on every change, submit
 * disabled until valid, the error summary with its count and "show me", and the read-only modal.
 * A definition that fails checkFormDefinition renders an alert naming the problem instead.
 */
export function FormRenderer(props: FormRendererProps) {
  const problem = definitionProblem(props.form);
  if (problem !== null) return <FormDefinitionError formId={props.form.id} problem={problem} />;
  const form = <CheckedFormRenderer {...props} />;
  return props.renderers ? (
    <InputRenderers renderers={props.renderers}>{form}</InputRenderers>
  ) : (
    form
  );
}

/** The form of a definition that passed checkFormDefinition. */
function CheckedFormRenderer({
  form,
  initialValues = EMPTY_VALUES,
  context = EMPTY_CONTEXT,
  onSubmit,
  t = defaultTranslate,
  dataSources = NO_DATA,
  submitLabel,
  renderActions,
  errorSummary = 'onSubmit',
  disableSubmitUntilValid = true,
  onValuesChange,
}: FormRendererProps) {
  const [readOnlyOpen, setReadOnlyOpen] = useState(false);
  const [startValues] = useState(() => withDefaultValues(form, initialValues));
  const engineErrors = (values: FormValues) => translateErrors(validate(form, values, context), t);
  const formik = useFormik<FormValues>({
    initialValues: startValues,
    // Formik runs the engine before it submits; on every change the engine runs below, in render,
    // so errors and the submit button never lag a keystroke behind (Formik's own change validation
    // settles a tick later).
    validate: engineErrors,
    validateOnChange: false,
    validateOnBlur: false,
    // Always a promise, so Formik ends isSubmitting itself when a sync onSubmit returns.
    onSubmit: async (values) => {
      await onSubmit(pruneHiddenValues(form, values, context));
    },
  });
  const { values, touched, submitCount, isSubmitting } = formik;
  // biome-ignore lint/correctness/useExhaustiveDependencies: engineErrors reads exactly these
  const fieldErrors: Record<string, string | undefined> = useMemo(
    () => engineErrors(values),
    [form, values, context, t],
  );
  const isValid = Object.keys(fieldErrors).length === 0;
  const leave = useTouchedAfterPress((name) => void formik.setFieldTouched(name, true));

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  const shown = visibleInputs(form, values, context);
  const errorsShown = errorSummary === 'always' || submitCount > 0;
  const inError = shown.filter((input) => errorForInput(fieldErrors, input.name) !== undefined);
  const canSubmit = !isSubmitting && (!disableSubmitUntilValid || isValid);
  const label = t(submitLabel ?? form.submitLabel ?? 'forms.submit');
  const nested = useMemo(
    () => ({ InputField, form, onReadOnlyAttempt: () => setReadOnlyOpen(true) }),
    [form],
  );

  return (
    <NestedInputContext.Provider value={nested}>
      <form
        id={form.id}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => formik.handleSubmit(event)}
      >
        {errorsShown ? (
          <ErrorSummary
            count={inError.length}
            message={(count) => t(ERROR_SUMMARY_MESSAGE_KEY, { count })}
            showMeLabel={t('forms.showMe')}
            firstErrorId={inError[0] ? inputDomId(form.id, inError[0].name) : undefined}
            // Shown while typing (account settings), it must not take focus from the field.
            focusOnAppear={errorSummary === 'onSubmit'}
            // Every refused submit is announced, not only the first (WCAG 3.3.1).
            focusKey={submitCount}
          />
        ) : null}
        {shown.map((input) => (
          <InputField
            key={input.name}
            input={input}
            idPrefix={form.id}
            value={getValue(values, input.name)}
            values={values}
            error={
              errorsShown || getIn(touched, input.name)
                ? errorForInput(fieldErrors, input.name)
                : undefined
            }
            readOnly={isInputReadOnly(input, values, context)}
            onChange={(value) => void formik.setFieldValue(input.name, value)}
            onBlur={() => leave(input.name)}
            onReadOnlyAttempt={() => setReadOnlyOpen(true)}
            t={t}
            dataSources={dataSources}
            context={context}
          />
        ))}
        {renderActions ? (
          renderActions({
            submitLabel: label,
            canSubmit,
            isSubmitting,
            submitForm: formik.submitForm,
          })
        ) : (
          <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
            {label}
          </Button>
        )}
      </form>
      <Modal
        open={readOnlyOpen}
        onClose={() => setReadOnlyOpen(false)}
        title={t('forms.readOnly.title')}
        closeLabel={t('forms.close')}
        footer={
          <Button variant="secondary" onClick={() => setReadOnlyOpen(false)}>
            {t('forms.close')}
          </Button>
        }
      >
        <p>{t('forms.readOnly.body')}</p>
      </Modal>
    </NestedInputContext.Provider>
  );
}

/** The form component: FormRenderer under its short name. */
export const Form = FormRenderer;
