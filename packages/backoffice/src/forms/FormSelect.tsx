import { Select, type SelectProps, Switch, type SwitchProps } from '@probuild/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FieldOf<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/** A form's choice of one option: a Select whose value is the form field `name`. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  ...select
}: FieldOf<Values> & Omit<SelectProps, 'name' | 'value' | 'onValueChange' | 'ref' | 'onBlur'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          value={field.value}
          onValueChange={field.onChange}
          ref={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A form's on/off setting: a Switch whose state is the form field `name`. */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  ...toggle
}: FieldOf<Values> & Omit<SwitchProps, 'name' | 'checked' | 'onCheckedChange' | 'ref' | 'onBlur'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...toggle}
          checked={field.value}
          onCheckedChange={field.onChange}
          ref={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
