import type { fieldAttributes } from '@/lib/forms';
import type { SignupField, SignupValues } from '@/lib/signup';

export type TextField = {
  [Name in SignupField]: SignupValues[Name] extends string ? Name : never;
}[SignupField];

/** Props binding one text input or select of the wizard to its state and its declaration. */
export type Bind = (name: TextField) => ReturnType<typeof fieldAttributes> & {
  name: TextField;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};
