import type { InputDefinition } from '@brand/forms';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';
import { itemErrors, itemSummary, questionLoopValueOf } from './QuestionLoopInput';

const loop = SAMPLE_INPUTS.questionLoop;

async function addDriver(user: UserEvent, first: string, last: string) {
  await user.type(screen.getByLabelText(/First name/), first);
  await user.type(screen.getByLabelText(/Last name/), last);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('QuestionLoopInput', () => {
  it('opens the first entry on yes and lists it once saved', async () => {
    const { user, submit } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    expect(screen.getByRole('group', { name: 'Item 1' })).toBeInTheDocument();
    await addDriver(user, 'Alex', 'Driver');
    expect(screen.getByRole('list', { name: loop.label })).toHaveTextContent('Alex Driver');
    expect(await submit()).toEqual({
      additionalDrivers: { answer: true, items: [{ firstName: 'Alex', lastName: 'Driver' }] },
    });
  });

  it('validates the entry before saving it', async () => {
    const { user } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please answer this question to continue.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    // The errors follow the edits once a save was refused.
    expect(screen.getAllByText('Please answer this question to continue.')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: loop.label })).not.toBeInTheDocument();
  });

  it('saves an entry whose declarations list is left unticked: none of them apply', async () => {
    const declarations = {
      ...SAMPLE_INPUTS.booleanList,
      validation: { required: true },
    } as const;
    const withDeclarations = {
      ...loop,
      meta: { ...loop.meta, inputs: [...(loop.meta?.inputs ?? []), declarations] },
    };
    const { user, submit } = renderForm([withDeclarations]);
    await user.click(screen.getByLabelText('Yes'));
    await addDriver(user, 'Alex', 'Driver');
    expect(screen.queryByText('Please answer this question to continue.')).not.toBeInTheDocument();
    expect(await submit()).toEqual({
      additionalDrivers: {
        answer: true,
        items: [
          {
            firstName: 'Alex',
            lastName: 'Driver',
            declarations: { bankrupt: false, 'unsatisfied-ccjs': false },
          },
        ],
      },
    });
  });

  it('adds another, and cancel drops the entry', async () => {
    const { user } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    await addDriver(user, 'Alex', 'Driver');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: loop.label })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('changes an item', async () => {
    const { user, submit } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    await addDriver(user, 'Alex', 'Driver');
    await user.click(screen.getByRole('button', { name: 'Change: Alex Driver' }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Alexa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await submit()).toEqual({
      additionalDrivers: { answer: true, items: [{ firstName: 'Alexa', lastName: 'Driver' }] },
    });
  });

  it('resets the answer to no when the last item is removed', async () => {
    const { user } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    await addDriver(user, 'Alex', 'Driver');
    await user.click(screen.getByRole('button', { name: 'Remove Alex Driver' }));
    expect(screen.getByLabelText('No')).toBeChecked();
    expect(screen.queryByRole('list', { name: loop.label })).not.toBeInTheDocument();
  });

  it('hides the add button at the most items (4)', async () => {
    const { user } = renderForm([loop]);
    await user.click(screen.getByLabelText('Yes'));
    for (const name of ['One', 'Two', 'Three']) {
      await addDriver(user, name, 'Driver');
      await user.click(screen.getByRole('button', { name: 'Add another' }));
    }
    await addDriver(user, 'Four', 'Driver');
    expect(
      within(screen.getByRole('list', { name: loop.label })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
    expect(screen.getByText('You can add up to 4.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Four Driver' }));
    expect(screen.getByRole('button', { name: 'Add another' })).toBeInTheDocument();
  });

  it('validates the entry as an item of the form: its conditions see the other answers', async () => {
    const uses = {
      name: 'businessUse',
      type: 'boolean',
      label: 'Is the car used for business?',
    } as const;
    const withMiles = {
      ...loop,
      meta: {
        ...loop.meta,
        inputs: [
          ...loop.meta.inputs,
          {
            name: 'businessMiles',
            type: 'numberText',
            label: 'Business miles',
            conditional: { kind: 'value', input: 'businessUse', values: [true] },
            validation: { required: true },
          },
        ],
      },
    } as const;
    const { user } = renderForm([uses, withMiles]);
    await user.click(screen.getAllByLabelText('Yes')[0] as HTMLElement);
    await user.click(screen.getAllByLabelText('Yes')[1] as HTMLElement);
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    await user.type(screen.getByLabelText(/Last name/), 'Driver');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please answer this question to continue.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Business miles/), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('list', { name: loop.label })).toHaveTextContent('Alex Driver');
  });

  it('shows a stored list', () => {
    renderForm([loop], {
      initialValues: {
        additionalDrivers: { answer: true, items: [{ firstName: 'Jo', lastName: 'Bloggs' }] },
      },
    });
    expect(screen.getByLabelText('Yes')).toBeChecked();
    expect(screen.getByRole('list', { name: loop.label })).toHaveTextContent('Jo Bloggs');
  });

  it('picks one item’s errors, named as its inputs', () => {
    expect(
      itemErrors(
        { 'd.items.1.a': { key: 'x' }, 'd.items.10.a': { key: 'y' }, d: { key: 'z' } },
        'd.items.1.',
      ),
    ).toEqual({ a: { key: 'x' } });
  });

  it('reads odd stored values as unanswered and summarises items without summary inputs', () => {
    expect(questionLoopValueOf('nonsense')).toEqual({ answer: null, items: [] });
    const t = (key: string, params?: Record<string, unknown>) => `${key}:${params?.number}`;
    expect(itemSummary({ name: 'x', type: 'questionLoop' }, {}, 1, t)).toBe(
      'forms.questionLoop.item:2',
    );
    expect(
      itemSummary(
        { name: 'x', type: 'questionLoop', meta: { summary: ['name', 'age'] } },
        { name: { firstName: 'Jo', lastName: 'B' }, age: 30 },
        0,
        t,
      ),
    ).toBe('Jo B 30');
  });

  it('summarises an item in words: a chosen option’s label and a day as the pages write one', () => {
    const t = (key: string) => `t(${key})`;
    const claims: InputDefinition = {
      name: 'claims',
      type: 'questionLoop',
      meta: {
        summary: ['claimType', 'date'],
        inputs: [
          {
            name: 'claimType',
            type: 'singleSelect',
            options: [{ value: 'AccidentNotFault', label: 'claimTypes.AccidentNotFault' }],
          },
          { name: 'date', type: 'date' },
        ],
      },
    };
    expect(itemSummary(claims, { claimType: 'AccidentNotFault', date: '2025-01-10' }, 0, t)).toBe(
      't(claimTypes.AccidentNotFault) 10 January 2025',
    );
  });
});
