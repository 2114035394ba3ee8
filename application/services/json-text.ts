/**
 * A value already serialised to JSON, which the HTTP layer's JSON writer splices into the answer
 * as is. Reads hand the store's JSON text straight through when nothing in it needs decrypting:
 * parsing 100 documents and serialising them again cost more than fetching them.
 */
export class JsonText {
  constructor(readonly text: string) {
    Object.freeze(this)
  }

  /** Any serialiser other than the splicing writer still produces the right JSON, only slower. */
  toJSON(): unknown {
    return JSON.parse(this.text)
  }
}
