import { useId, useState } from 'react';

/** A test island: proves the island is live (the button counts) and that ids match. */
export function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <div className="counter">
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((n) => n + 1)}>
        {`Count: ${count}`}
      </button>
    </div>
  );
}
