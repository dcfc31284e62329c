/**
 * Words after which a period does not end a sentence, German and English, lower case without the final period
 * (`z.b` as written solid, `z` and `b` as written spaced): one list for the ingest chunker and the offline answerer,
 * so a chunk and its answer split `30 Mio. GBP` and `§ 5 Abs. 3` the same way. Not `Do.` and `So.` (Thursday, Sunday):
 * English `do.` and `so.` end sentences.
 */
export const SENTENCE_ABBREVIATIONS: ReadonlySet<string> = new Set(
  (
    'z.b d.h u.a o.ä s.o s.u i.d.r z b d h u a ca bzw inkl zzgl exkl ggf evtl usw etc vgl sog nr abs ziff art kap str tel ' +
    'dr prof dipl ing mio mrd tsd max min mind st jan feb mär mar apr jun jul aug sep sept okt oct nov dez dec mo di mi fr ' +
    'sa gem lt bd hr e.g i.e vs mr mrs ms jr sr no co inc ltd gmbh approx incl fig'
  ).split(' '),
);
