import { useEffect, useState } from "react";

/** `value` once it has stopped changing for `ms` (a search box asks the server once per pause, not per key). */
export function useDebouncedValue<Value>(value: Value, ms = 250): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
