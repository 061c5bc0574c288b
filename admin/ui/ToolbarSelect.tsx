/**
 * A labelled choice in a list's toolbar (a status filter, a sort order): picking an option
 * answers its value, typed as the options are.
 */
export interface ToolbarOption<T extends string> {
  value: T;
  label: string;
}

export function ToolbarSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly ToolbarOption<T>[];
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <div className="toolbar__sort">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
