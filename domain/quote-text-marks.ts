/**
 * Marks of the language a message is written in, where one short word means different things: Portuguese "do" is "of the"
 * ("vinho do Porto"), Polish and Czech "do" is "to" ("wino do Porto").
 */

const PORTUGUESE =
  /[ãõç]|(?<![\p{L}])(?:é|são|não|nao|em|uma|um|carga|frete|mercadoria|paletes|toneladas|preciso|precisamos|obrigad[oa]|olá|você|vocês|cotação|cotacao|custa|vinho|vinhos|quanto\s{1,3}custa|pra|vai|orçamento|orcamento|recolha|coleta|até|carregamento|contentor|contentores|pés|temos|tenho|boa|importar|exportar|enviar|navio|embarque)(?![\p{L}])/iu
const SLAVIC = /[łżźśćńąęřěůčšž]|(?<![\p{L}])(?:z|ze|dla|jest|są|się|jsou|proszę|prosím|towar|zboží)(?![\p{L}])/iu

/** Whether `text` reads as Portuguese and not as Polish or Czech. */
export const readsAsPortuguese = (text: string) => PORTUGUESE.test(text) && !SLAVIC.test(text)

// ("Montepulciano d'Abruzzo verso gli Stati Uniti": Italian "d'" is "of", never "from" as French "d'Anvers" is.)
const ITALIAN =
  /(?<![\p{L}])(?:gli|della|delle|dei|degli|spedire|spedizione|dobbiamo|abbiamo|verso|merce|carico|ritiro|consegna|buongiorno|buonasera|grazie|bancali|cartoni|settimana|preventivo|quotazione)(?![\p{L}])/iu

/** Whether `text` reads as Italian. */
export const readsAsItalian = (text: string) => ITALIAN.test(text)

/** Every pattern above, for the test that keeps them bounded. */
export const TEXT_MARK_PATTERNS: readonly RegExp[] = [PORTUGUESE, SLAVIC, ITALIAN]
