import { formById, productConfigForScheme } from '@brand/config';
import { formatCoverDay } from '@brand/domain';
import {
  type FormValues,
  getValue,
  type InputDefinition,
  visibleInputs,
  visibleItemInputs,
} from '@brand/forms';
import { textOf } from '../../http/texts';
import { renderPdf } from '../../shared/pdf/pdf-writer';
import { formContextFor } from '../proposals';
import type { PolicyDocumentFacts } from './document-facts';
import { AUTHORISED_INSURER } from './insurer';

type Scheme = PolicyDocumentFacts['scheme'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An option's label for a stored value, or null when the input lists no such option. */
function optionLabel(input: InputDefinition, value: unknown, scheme: Scheme): string | null {
  const option = [...(input.options ?? []), ...(input.meta?.items ?? [])].find(
    (candidate) => candidate.value === value,
  );
  return option ? textOf(option.label, {}, scheme) : null;
}

/** One answer in words, as the customer gave it: option labels, Yes/No, dates, names, addresses. */
export function answerText(input: InputDefinition, value: unknown, scheme: Scheme): string {
  if (value === null || value === undefined || value === '') return 'Not answered';
  const labelled = optionLabel(input, value, scheme);
  if (labelled !== null) return labelled;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_DAY.test(value) ? formatCoverDay(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    return value.map((item) => answerText(input, item, scheme)).join(', ');
  }
  if (isRecord(value)) {
    if (typeof value.label === 'string' && value.label !== '') return value.label;
    if ('firstName' in value || 'lastName' in value) {
      return [value.title, value.firstName, value.lastName].filter(Boolean).join(' ');
    }
    if (typeof value.year === 'number' && typeof value.month === 'number') {
      return `${String(value.month).padStart(2, '0')}/${value.year}`;
    }
    if ('vrn' in value || 'specification' in value) {
      const spec = isRecord(value.specification) ? value.specification : {};
      return [value.vrn, spec.make, spec.model, spec.trim].filter(Boolean).join(', ');
    }
    // A list of declarations: the ones that were ticked.
    const ticked = Object.entries(value).filter(([, answer]) => answer === true);
    if (ticked.length > 0 && ticked.length === Object.keys(value).length) {
      return ticked.map(([key]) => optionLabel(input, key, scheme) ?? key).join(', ');
    }
    return Object.entries(value)
      .filter(([, answer]) => answer !== null && answer !== undefined && answer !== '')
      .map(
        ([key, answer]) =>
          `${key}: ${typeof answer === 'object' ? JSON.stringify(answer) : String(answer)}`,
      )
      .join('; ');
  }
  return String(value);
}

/** The question's words: its label, else its name (a carried answer has no label of its own). */
function questionText(input: InputDefinition, scheme: Scheme): string {
  return input.label ? textOf(input.label, {}, scheme) : input.name;
}

/**
 * The statement of fact: every question the price was based on, section by section, with the
 * answer the policy holds, shown and hidden by the same conditions as the forms.
 */
export function renderStatementOfFact(facts: PolicyDocumentFacts): Promise<Buffer> {
  const { policy, version, proposal, scheme } = facts;
  const answers = proposal.data as unknown as FormValues;
  const formContext = {
    ...formContextFor(proposal, { ownerIsAnonymous: false, now: new Date(version.createdAt) }),
    hasPolicy: true,
  };
  const product = productConfigForScheme(policy.schemeCode);
  return renderPdf(
    {
      title: `Statement of fact ${policy.policyNumber}`,
      createdAt: new Date(version.createdAt),
      author: AUTHORISED_INSURER,
    },
    (page) => {
      page.title('Statement of fact');
      page.paragraph(
        `Policy ${policy.policyNumber}. These are the answers your price was based on. Please check them: if anything is wrong or changes, tell us, as it may affect your cover or your price.`,
      );
      for (const section of product.disclosures.sections) {
        if (section.kind === 'additionalDrivers') {
          const driverForm = formById(product.disclosures.additionalDriverFormId);
          const drivers = getValue(answers, 'additionalDrivers');
          const items =
            isRecord(drivers) && drivers.answer && Array.isArray(drivers.items)
              ? drivers.items
              : [];
          page.heading(textOf(formById(section.formId).title ?? section.id, {}, scheme));
          if (items.length === 0) page.paragraph('No additional drivers.');
          items.forEach((item, index) => {
            page.paragraph(`Additional driver ${index + 1}`);
            page.rows(
              visibleInputs(driverForm, isRecord(item) ? (item as FormValues) : {}, formContext)
                .filter((inner) => !inner.hidden && inner.label)
                .map(
                  (inner) =>
                    [
                      questionText(inner, scheme),
                      answerText(inner, getValue(item as FormValues, inner.name), scheme),
                    ] as const,
                ),
            );
          });
          continue;
        }
        const form = formById(section.formId);
        const inputs = visibleInputs(form, answers, formContext).filter(
          (input) => !input.hidden && input.label,
        );
        if (inputs.length === 0) continue;
        page.heading(form.title ? textOf(form.title, {}, scheme) : section.id);
        for (const input of inputs) {
          const value = getValue(answers, input.name);
          if (input.type === 'questionLoop') {
            const items = isRecord(value) && Array.isArray(value.items) ? value.items : [];
            const answered = isRecord(value) ? value.answer : value;
            page.rows([
              [
                questionText(input, scheme),
                answered === false || items.length === 0 ? 'No' : 'Yes',
              ],
            ]);
            items.forEach((item, index) => {
              page.paragraph(`${questionText(input, scheme)}: ${index + 1}`);
              page.rows(
                visibleItemInputs(input, item, answers, formContext)
                  .filter((inner) => !inner.hidden && inner.label)
                  .map(
                    (inner) =>
                      [
                        questionText(inner, scheme),
                        answerText(inner, getValue(item as FormValues, inner.name), scheme),
                      ] as const,
                  ),
              );
            });
            continue;
          }
          page.rows([[questionText(input, scheme), answerText(input, value, scheme)]]);
        }
      }
    },
  );
}
