/** "são 4 caixas de madeira", "5 casse di legno": the material of the boxes counted is what they are made of, no goods. */
import { PACKING_MATERIALS } from './quote-cargo-words'

// Boxes, crates and cases only: "8 pallets of wood" may well be timber.
const BOXES = String.raw`caixas?|caixotes?|casse|cassa|caisses?|kisten?|crates?|cases|cajas?|cajones|skrzyni\p{L}{0,3}|bed(?:en|ny|na|nách)|sandık\p{L}{0,4}|kratten`
const MATERIAL_OF_PACKAGES = new RegExp(
  String.raw`(?<![\p{L}])(?:${BOXES})\s{1,3}(?:(?:de|di|of|en|em|in|aus|z|ze|van)\s{1,3})?((?:${PACKING_MATERIALS}))(?![\p{L}])`,
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
