import type { FormContext, FormValues, InputDefinition } from '@brand/forms';
import { Button, Modal } from '@brand/ui';
import { useState } from 'react';
import type { FormDataSources } from './data-sources';
import { inputDomId, isRequired } from './input-props';
import { rendererFor, useInputRenderers } from './renderer-registry';
import type { Translate } from './translate';

/** Props of InputField. */
export interface InputFieldProps {
  /** The input's definition. */
  input: InputDefinition;
  /** Prefix of DOM ids (the form's id, or a loop item's). */
  idPrefix: string;
  /** The input's value. */
  value: unknown;
  /** The values its option conditions read. */
  values: FormValues;
  /** The translated error to show, if any. */
  error?: string;
  /** Shown disabled; a change attempt opens the read-only explanation. */
  readOnly: boolean;
  /** Sets the value. */
  onChange: (value: unknown) => void;
  /** Marks the input visited. */
  onBlur: () => void;
  /** Opens the read-only explanation. */
  onReadOnlyAttempt: () => void;
  /** Translates keys. */
  t: Translate;
  /** Where searches go. */
  dataSources: FormDataSources;
  /** Who fills the form in. */
  context: FormContext;
}

/**
 * One input of a form: the component of highest rank for it in the renderers in force (the
 * built-in one of its type unless a brand registered its own), with its translated label, hint and
 * error; a read-only input is disabled with a "Why can't I change this?" action, and an input with
 * a help page has a help action opening it in a modal.
 */
export function InputField({
  input,
  idPrefix,
  value,
  values,
  error,
  readOnly,
  onChange,
  onBlur,
  onReadOnlyAttempt,
  t,
  dataSources,
  context,
}: InputFieldProps) {
  const Component = rendererFor(useInputRenderers(), input, context);
  const [helpOpen, setHelpOpen] = useState(false);
  const id = inputDomId(idPrefix, input.name);
  const label = input.label ? t(input.label) : '';
  return (
    <div data-input-name={input.name}>
      <Component
        input={input}
        id={id}
        name={input.name}
        label={label}
        hint={input.hint ? t(input.hint) : undefined}
        error={error}
        required={isRequired(input)}
        value={value}
        values={values}
        // A read-only input's controls are disabled; any change that still arrives is refused.
        onChange={readOnly ? onReadOnlyAttempt : onChange}
        onBlur={onBlur}
        disabled={readOnly}
        t={t}
        dataSources={dataSources}
        context={context}
      />
      {readOnly ? (
        <Button variant="link" onClick={onReadOnlyAttempt}>
          {t('forms.readOnly.why')}
        </Button>
      ) : null}
      {input.help ? (
        <>
          <Button variant="link" onClick={() => setHelpOpen(true)}>
            {t('forms.help')}
          </Button>
          <Modal
            open={helpOpen}
            onClose={() => setHelpOpen(false)}
            title={label}
            closeLabel={t('forms.close')}
          >
            <p>{t(input.help)}</p>
          </Modal>
        </>
      ) : null}
    </div>
  );
}
