// The web's lowest floor.
export const format = (value: string) => value.trim();
