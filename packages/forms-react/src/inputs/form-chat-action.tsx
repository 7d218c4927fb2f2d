// The chat an input's message can offer (a Q plate "cannot be covered online: chat with us"). The
// form engine knows no chat: the app provides one (the journeys' chat) and inputs show the action
// only where it is provided.
import { createContext, type ReactNode, useContext } from 'react';

/** What the app gives the inputs: the action's label and what it does with the message shown. */
export interface FormChatAction {
  /** The button's text ("Chat with us"). */
  label: string;
  /** Opens the chat with the message the customer was shown. */
  open: (message: string) => void;
}

const FormChatActionContext = createContext<FormChatAction | null>(null);

/** The app's chat action for inputs, or null when it has none. */
export function useFormChatAction(): FormChatAction | null {
  return useContext(FormChatActionContext);
}

/** Props of FormChatActionProvider. */
export interface FormChatActionProviderProps {
  /** The chat action. */
  action: FormChatAction;
  /** The forms. */
  children: ReactNode;
}

/** Gives the inputs below it the app's chat action. */
export function FormChatActionProvider({ action, children }: FormChatActionProviderProps) {
  return <FormChatActionContext.Provider value={action}>{children}</FormChatActionContext.Provider>;
}
