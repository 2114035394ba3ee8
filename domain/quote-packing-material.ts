/** "são 4 caixas de madeira", "5 casse di legno": the material of the boxes counted is what they are made of, no goods. */
import { PACKING_MATERIALS } from './quote-cargo-words'

// The stems of the words for boxes, crates and cases; not pallets ("8 pallets of wood" may well be timber).
const BOX_STEMS = 'caisse|kiste|crate|case|caja|cajon|cassa|casse|caixa|caixote|skrzyn|bedn|sandık|kist|krat'
/** A word for a box, a crate or a case. */
export const BOXES = new RegExp(`(?:${BOX_STEMS})`, 'iu')

const MATERIAL_OF_PACKAGES = new RegExp(
  String.raw`(?<![\p{L}])(?:${BOX_STEMS})\p{L}{0,5}\s{1,3}(?:(?:de|di|of|en|em|in|aus|z|ze|van)\s{1,3})?((?:${PACKING_MATERIALS}))(?![\p{L}])`,
  'iu',
)

/** The details without goods (read or to ask about) that only name the material of the packages counted in `text`. */
export function withoutPackingMaterial<T extends { cargo?: string; pendingSlot?: string; pendingValue?: string }>(
  text: string,
  found: T,
): T {
  const material = MATERIAL_OF_PACKAGES.exec(text)?.[1]?.toLowerCase()
  if (!material) return found
  const { cargo, pendingSlot, pendingValue, ...rest } = found
  const keepCargo = cargo !== undefined && cargo.toLowerCase() !== material
  const keepPending = pendingSlot !== undefined && !(pendingSlot === 'cargo' && pendingValue?.toLowerCase() === material)
  return { ...rest, ...(keepCargo ? { cargo } : {}), ...(keepPending ? { pendingSlot, pendingValue } : {}) } as T
}

/** The pattern above, for the test that keeps them bounded. */
export const PACKING_MATERIAL_PATTERNS: readonly RegExp[] = [MATERIAL_OF_PACKAGES]
