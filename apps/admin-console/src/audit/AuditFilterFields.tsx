import { dateOfBirthToParts } from '@brand/domain';
import { Button, DateOfBirthInput, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AuditFilterForm,
  type AuditFilters,
  type AuditFormError,
  filtersOfForm,
} from './audit-filters';

const Form = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.md}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  margin-bottom: ${theme.space.lg}px;
  > :last-child { grid-column: 1 / -1; }
`,
);

/** The form as the address's filters open it (a person filtered by id is named once known). */
export function formOfFilters(filters: AuditFilters): AuditFilterForm {
  const day = (date: string | undefined) => ({
    date: date ?? '',
    parts: dateOfBirthToParts(date ?? ''),
  });
  return {
    agent: filters.agent ?? '',
    customer: filters.customer ?? '',
    from: day(filters.from),
    to: day(filters.to),
  };
}

/**
 * The supervisor's filters: the agent and the customer as a caller or colleague would name them,
 * the first and last days in UK form. A day that is not one, or a first day after the last, is
 * said on its field and changes nothing; the rest goes to the address (and so to the platform).
 */
export function AuditFilterFields({
  form,
  setForm,
  onApply,
}: {
  form: AuditFilterForm;
  setForm: (change: (form: AuditFilterForm) => AuditFilterForm) => void;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', AuditFormError>>>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = filtersOfForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = checked.errors.from ? 'from' : 'to';
      document.getElementById(`audit-${first}`)?.focus();
      return;
    }
    setErrors({});
    onApply(checked.filters);
  };
  const person = (name: 'agent' | 'customer') => (
    <TextInput
      id={`audit-${name}`}
      name={name}
      label={t(`admin.audit.filters.${name}`)}
      hint={t(`admin.audit.filters.${name}Hint`)}
      value={form[name]}
      onChange={(value) => setForm((shown) => ({ ...shown, [name]: value }))}
      autoComplete="off"
      spellCheck={false}
      width="full"
    />
  );
  const day = (name: 'from' | 'to') => (
    <DateOfBirthInput
      id={`audit-${name}`}
      name={name}
      label={t(`admin.audit.filters.${name}`)}
      hint={t('admin.audit.filters.dateHint')}
      error={errors[name] ? t(`admin.audit.filters.errors.${errors[name]}`) : undefined}
      value={form[name].date}
      onChange={(date) => setForm((shown) => ({ ...shown, [name]: { ...shown[name], date } }))}
      onPartsChange={(parts) =>
        setForm((shown) => ({ ...shown, [name]: { ...shown[name], parts } }))
      }
      dayLabel={t('forms.date.day')}
      monthLabel={t('forms.date.month')}
      yearLabel={t('forms.date.year')}
      autoComplete="off"
    />
  );

  return (
    <Form onSubmit={apply} noValidate aria-label={t('admin.audit.filters.label')}>
      <div>{person('agent')}</div>
      <div>{person('customer')}</div>
      <div>{day('from')}</div>
      <div>{day('to')}</div>
      <div>
        <Button type="submit">{t('admin.audit.filters.apply')}</Button>
      </div>
    </Form>
  );
}
