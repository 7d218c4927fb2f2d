import { defineForm } from '../define-form';
import { carriedAnswers } from '../inputs/carried-inputs';
import {
  POLICYHOLDER_DATE_OF_BIRTH_INPUT,
  START_DATE_INPUT,
  yourCoverInputs,
} from '../inputs/cover-inputs';

const carried = carriedAnswers([POLICYHOLDER_DATE_OF_BIRTH_INPUT, START_DATE_INPUT]);

/** Your cover: how the car is used and kept, who owns it, NCD and when its use started. */
export const yourCoverForm = defineForm({
  id: 'disclosure.yourCover',
  title: 'forms.disclosure.yourCover.title',
  description: 'forms.disclosure.yourCover.description',
  reads: carried.reads,
  inputs: [...carried.inputs, ...yourCoverInputs()],
});
