// Street types that end a German street name (`Lindenweg`, `Hauptstraße`, `Am Markt`-style names are not covered)
// or follow an English one (`12 Baker Street`).
const GERMAN = /(?<![\p{L}])(\p{Lu}[\p{L}.-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad)\s+\d+\s?[a-z]?)(?![\p{L}\p{N}])/u;
const ENGLISH = /(?<![\p{L}\p{N}])(\d+[a-z]?\s+(?:\p{Lu}\p{L}*\s+){1,3}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Drive|Way|Boulevard))/u;

/** True when a parameter takes a street address, by its name (`street_address`, `address`, `adresse`). */
export function isAddressParameter(name: string): boolean {
  return /(^|_)(street|address|adresse|strasse|anschrift)(_|$)/i.test(name);
}

/** A street and house number written in the message (`Lindenweg 4`, `12 Baker Street`), or null. */
export function findStreetAddress(message: string): string | null {
  return (GERMAN.exec(message)?.[1] ?? ENGLISH.exec(message)?.[1] ?? null)?.trim() ?? null;
}
