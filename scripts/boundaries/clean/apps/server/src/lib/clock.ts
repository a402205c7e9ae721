// A lower floor that imports nothing above it.
export const now = () => 0;
