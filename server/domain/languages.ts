import { validationError } from '../http/errors'

/**
 * The ISO 639-1 codes Mitra's `Language::from_639_1` (the isolang crate, built from the ISO 639-3
 * table) knows: lower-case two-letter codes; `bh`, a collective code with no ISO 639-3 entry, is not one.
 */
const ISO_639_1 = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ' +
    'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik ' +
    'io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml ' +
    'mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd ' +
    'se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve ' +
    'vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
)

/**
 * Mitra's parse_language_code (v5.9.1 mitra_api/src/mastodon_api/statuses/utils.rs): an ISO 639-1
 * code, else 400 "invalid ISO 639-1 code". Used for a post's language and the default language.
 */
export function parseLanguageCode(value: string): string {
  if (!ISO_639_1.has(value)) throw validationError('invalid ISO 639-1 code')
  return value
}
