import React, {type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Translated message, passed only when it should be shown. */
  error?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((x): x is string => Boolean(x));
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A labelled text input with an optional hint and an inline error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  placeholder,
  inputMode,
  className,
}: TextFieldProps): ReactNode {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={clsx(styles.label, required && styles.required)}>
        {label}
      </label>
      <input
        id={id}
        className={clsx(styles.input, error && styles.inputInvalid)}
        type="text"
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
}

/** A checkbox shown as a switch; `role="switch"` makes screen readers say on/off. */
export function Switch({id, label, checked, onChange, error, hint}: SwitchProps): ReactNode {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.switchField}>
      <label className={styles.switchLabel} htmlFor={id}>
        <input
          id={id}
          className={styles.switchInput}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={styles.switchTrack} aria-hidden="true" />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A small text button (add row, remove row). */
export function SmallButton(props: {
  onClick: () => void;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  variant?: 'add' | 'remove';
}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.smallButton, props.variant === 'remove' && styles.removeButton)}
      onClick={props.onClick}
      aria-label={props.label}
      disabled={props.disabled}>
      {props.children}
    </button>
  );
}
