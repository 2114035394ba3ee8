/**
 * Names added after the tagger's last training, read by the rules only (the tagger's place feature was trained without
 * them): the same form as above; a line adds names to the place its code or first name already has.
 */
export const LATER_PLACE_NAMES = `
PLGDN|Danzica|Dantzig|Dánzig
ROCND|Constanza|Costanza|Köstence|Constança
-|Leuven|Louvain|Lovanio|Lovaina|Löwen
-|Cartagena de Indias|Cartagena das Índias
-|Marina di Carrara
-|Yokohama|Jokohama/Jokohamy/Jokohamie|Yokohamy
`
