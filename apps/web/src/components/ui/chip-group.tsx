import { clsx } from "clsx";

export interface ChipGroupProps<T> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle chips where one is on (filters such as All / Approved / Pending). */
export function ChipGroup<T>({ label, options, value, onChange }: ChipGroupProps<T>) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "rounded-full px-3.5 py-1.5 text-sm font-medium",
            value === option.value
              ? "bg-slate-900 text-white"
              : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
