import { formatCoverDay } from '@brand/domain';
import type { FieldErrors, InputDefinition } from '@brand/forms';
import {
  type FormValues,
  getValue,
  initialQuestionLoopState,
  isInputReadOnly,
  itemScope,
  QUESTION_LOOP_EVENT,
  type QuestionLoopEvent,
  type QuestionLoopState,
  type QuestionLoopValue,
  questionLoopReducer,
  selectCanAdd,
  selectIsAtMaxItems,
  selectQuestionLoopValue,
  setValue,
  validate,
  visibleItemInputs,
} from '@brand/forms';
import { Button, colors, FieldSet, RadioGroup, space } from '@brand/ui';
import styled from '@emotion/styled';
import { withDefaultValues } from '../initial-values';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { useNestedInputs } from '../nested-input';
import type { Translate } from '../translate';
import { translateErrors } from '../translate';
import { useFormMachine } from '../useFormMachine';
import { fieldProps, recordOf, textOf } from './shared';

type Item = FormValues;

const ItemList = styled.ul`
  margin: 0 0 ${space.md}px;
  padding: 0;
  list-style: none;
`;

const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs}px;
  padding: ${space.xs}px 0;
  border-bottom: 1px solid ${colors.borderSubtle};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin: 0 0 ${space.lg}px;
`;

/** The loop's stored value ({ answer, items }), or an unanswered one. */
export function questionLoopValueOf(value: unknown): QuestionLoopValue<Item> {
  const record = recordOf(value);
  return {
    answer: typeof record.answer === 'boolean' ? record.answer : null,
    items: Array.isArray(record.items) ? (record.items as Item[]) : [],
  };
}

/** The errors under `prefix` (one loop item's), named as the item's inputs. */
export function itemErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, error]) => [name.slice(prefix.length), error]),
  );
}

/** The most items: `meta.maxItems`, else the maxItems rule's value (no limit when neither is set). */
function maxItemsOf(input: InputDefinition): number | undefined {
  return input.meta?.maxItems ?? input.validation?.maxItems?.value;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One summary input's value in words: a chosen option's label (not its stored code), a day as the
 * pages write one ("10 January 2025", not 2025-01-10), a record's parts (a name), or the text.
 */
function summaryText(itemInput: InputDefinition | undefined, value: unknown, t: Translate): string {
  const option = itemInput?.options?.find((candidate) => candidate.value === value);
  if (option) return t(option.label);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatCoverDay(value);
  const record = recordOf(value);
  return Object.keys(record).length > 0
    ? Object.values(record).map(textOf).join(' ')
    : textOf(value);
}

/** An item's summary line: its `meta.summary` inputs' values in words, else 'Item n'. */
export function itemSummary(
  input: InputDefinition,
  item: Item,
  index: number,
  t: Translate,
): string {
  const itemInputs = input.meta?.inputs ?? [];
  const parts = (input.meta?.summary ?? []).flatMap((name) => {
    const itemInput = itemInputs.find((candidate) => candidate.name === name);
    const text = summaryText(itemInput, getValue(item, name), t);
    return text.trim() === '' ? [] : [text.trim()];
  });
  return parts.length > 0 ? parts.join(' ') : t('forms.questionLoop.item', { number: index + 1 });
}

/**
 * A yes/no question followed by a list (additional drivers, claims, convictions): "yes" opens an
 * entry of the item's inputs; Save validates it first; items can be changed and removed, and
 * removing the last resets the answer to no. The add button is hidden at the most items.
 */
export function QuestionLoopInput(props: InputComponentProps) {
  const { input, id, value, values, onChange, onBlur, disabled, t, context, dataSources } = props;
  const { InputField, form, onReadOnlyAttempt } = useNestedInputs();
  const [state, send] = useFormMachine<QuestionLoopState<Item>, QuestionLoopEvent<Item>>({
    reducer: questionLoopReducer,
    start: () =>
      initialQuestionLoopState<Item>({
        // A new entry starts with its inputs' defaults, as the same questions on a page of their
        // own do: an unticked declarations list is an answer ("none of these apply").
        emptyItem: withDefaultValues({ inputs: input.meta?.inputs ?? [] }, {}),
        value: questionLoopValueOf(value),
        maxItems: maxItemsOf(input),
      }),
    value,
    select: selectQuestionLoopValue,
    onChange,
  });

  const { draft } = state;
  // The entry is validated as the item it would become, so its rules and conditions also see the
  // rest of the form (a cross-field rule, a condition on another answer).
  const validateDraft = (item: Item): FieldErrors => {
    const index = draft?.index ?? state.value.items.length;
    const items = [...state.value.items];
    items[index] = item;
    const withDraft = setValue(values, input.name, { answer: true, items });
    return itemErrors(validate(form, withDraft, context), `${input.name}.items.${index}.`);
  };
  const draftErrors =
    draft && Object.keys(draft.errors).length > 0
      ? // After a refused save the entry's errors follow its edits, so a fixed answer clears at once.
        translateErrors(validateDraft(draft.item), t)
      : {};
  const { label, hint, error, required, requiredMarker, errorPrefix } = fieldProps(props);

  return (
    <div>
      <RadioGroup
        id={id}
        name={input.name}
        label={label}
        hint={hint}
        error={error}
        required={required}
        requiredMarker={requiredMarker}
        errorPrefix={errorPrefix}
        value={state.value.answer === null ? '' : String(state.value.answer)}
        onChange={(key) => send({ type: QUESTION_LOOP_EVENT.answered, answer: key === 'true' })}
        onBlur={onBlur}
        options={[
          { value: 'true', label: t('forms.yes') },
          { value: 'false', label: t('forms.no') },
        ]}
        columns={2}
        disabled={disabled}
      />
      {state.value.items.length > 0 ? (
        <ItemList aria-label={label}>
          {state.value.items.map((item, index) => {
            const summary = itemSummary(input, item, index, t);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place
              <ItemRow key={index}>
                <span>{summary}</span>
                <span>
                  <Button
                    variant="link"
                    onClick={() => send({ type: QUESTION_LOOP_EVENT.editStarted, index })}
                    disabled={disabled || draft !== null}
                    aria-label={`${t('forms.change')}: ${summary}`}
                  >
                    {t('forms.change')}
                  </Button>
                  <Button
                    variant="link"
                    onClick={() => send({ type: QUESTION_LOOP_EVENT.removed, index })}
                    disabled={disabled}
                    aria-label={t('forms.questionLoop.removeItem', { item: summary })}
                  >
                    {t('forms.questionLoop.remove')}
                  </Button>
                </span>
              </ItemRow>
            );
          })}
        </ItemList>
      ) : null}
      {draft ? (
        <FieldSet
          id={`${id}-draft`}
          label={
            draft.index === null
              ? t('forms.questionLoop.item', { number: state.value.items.length + 1 })
              : itemSummary(input, draft.item, draft.index, t)
          }
        >
          {visibleItemInputs(input, draft.item, values, context).map((itemInput) => (
            <InputField
              key={itemInput.name}
              input={itemInput}
              idPrefix={`${id}-draft`}
              value={getValue(draft.item, itemInput.name)}
              values={itemScope(values, draft.item)}
              error={draftErrors[itemInput.name]}
              readOnly={
                disabled || isInputReadOnly(itemInput, itemScope(values, draft.item), context)
              }
              onChange={(next) =>
                send({
                  type: QUESTION_LOOP_EVENT.draftEdited,
                  item: setValue(draft.item, itemInput.name, next),
                })
              }
              onBlur={() => undefined}
              onReadOnlyAttempt={onReadOnlyAttempt}
              t={t}
              dataSources={dataSources}
              context={context}
            />
          ))}
          <Actions>
            <Button
              onClick={() =>
                send({
                  type: QUESTION_LOOP_EVENT.confirmed,
                  errors: validateDraft(draft.item),
                })
              }
              disabled={disabled}
            >
              {t('forms.questionLoop.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => send({ type: QUESTION_LOOP_EVENT.cancelled })}
              disabled={disabled}
            >
              {t('forms.questionLoop.cancel')}
            </Button>
          </Actions>
        </FieldSet>
      ) : null}
      {selectCanAdd(state) ? (
        <Actions>
          <Button
            variant="secondary"
            onClick={() => send({ type: QUESTION_LOOP_EVENT.added })}
            disabled={disabled}
          >
            {t('forms.questionLoop.add')}
          </Button>
        </Actions>
      ) : null}
      {state.value.answer === true && selectIsAtMaxItems(state) ? (
        <p>{t('forms.questionLoop.max', { count: state.maxItems })}</p>
      ) : null}
    </div>
  );
}

/** Registry entry of the question loop. */
export const questionLoopInput: InputRegistryEntry<'questionLoop'> = {
  type: 'questionLoop',
  component: QuestionLoopInput,
};
