/**
 * The reasons people give most, as chips above a reason's text box: a chip fills the text, which stays
 * editable. The chosen one reads as pressed.
 */
export function ReasonChips({
  legend,
  reasons,
  value,
  onPick,
  className,
}: {
  legend: string;
  reasons: readonly string[];
  value: string;
  onPick: (reason: string) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {reasons.map((text) => (
          <button
            key={text}
            type="button"
            aria-pressed={value === text}
            onClick={() => onPick(text)}
            className={`min-h-11 rounded-full border px-3.5 text-left text-sm font-semibold ${
              value === text ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'
            }`}
          >
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
