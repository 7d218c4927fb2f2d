import type { FormContext, FormValues, InputType } from '@brand/forms';
import { FormRenderer } from './FormRenderer';
import { createInMemoryDataSources } from './in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from './sample-data';

const SAMPLE_SOURCES = createInMemoryDataSources(SAMPLE_DATA);

/** Props of InputStory. */
export interface InputStoryProps {
  /** The input type shown (its sample input from SAMPLE_INPUTS). */
  type: InputType;
  /** Shows the input read-only. @default false */
  readOnly?: boolean;
  /** The answers to start from. */
  initialValues?: FormValues;
  /** Who fills the form in. */
  context?: FormContext;
  /** Runs with the submitted values. */
  onSubmit?: (values: FormValues) => void;
}

/** A one-input form of a type's sample input over the sample data: what each input type's story shows. */
export function InputStory({
  type,
  readOnly = false,
  initialValues,
  context,
  onSubmit = () => undefined,
}: InputStoryProps) {
  const input = readOnly ? { ...SAMPLE_INPUTS[type], readOnly: true } : SAMPLE_INPUTS[type];
  return (
    <FormRenderer
      form={{ id: `story-${type}`, inputs: [input] }}
      initialValues={initialValues}
      context={context}
      dataSources={SAMPLE_SOURCES}
      onSubmit={onSubmit}
      disableSubmitUntilValid={false}
    />
  );
}
