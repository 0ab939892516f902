/** Makes live in the database's registry each app of the file registry that has no live release there yet. */
export function importRegistry(options?: { databaseUrl?: string; file?: string }): Promise<string[]>;
