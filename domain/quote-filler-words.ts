/**
 * More words that name no goods, found read as goods by the thirteenth round of issue #29 (part of FILLERS in
 * quote-lexicon.ts): words that call for attention before a correction ("Ojo, donde dije …", "Achtung"), verbs saying a
 * size suffices ("ein 20 Fuß reicht"), verbs of shipping or arranging ("… verschepen", "regelen", "yapacağız"), a date's
 * label ("termin:"), the word after "but" ("mas sim …"), a verb of being made of ("tvoří"), a refrigerated shipment
 * ("koelzending"), a container's declined word before the goods ("přeprava kontejneru kávy"), the total ("ao todo") and the weight
 * ("totaalgewicht", "einem Gesamtgewicht"); and, from the first live visitors, words of a small amount ("trochę bursztynu",
 * "een paar containers"), "just" ("gewoon landbouwmachines"), a container "loaded with" the goods, "I think" ("… containers
 * denk ik"), "should be enough" ("devrait suffire"), "actually" ("it's actually two 40ft"), demonstratives, and "still" and
 * "wrong" in an answer to the read-back ("nog steeds melkpoeder", "still wrong there").
 */
export const MORE_FILLERS = `it's it’s tam ojo cuidado atención achtung attention attenzione uwaga atenção pozor dikkat careful heads nb
  reicht reichen genügt genügen passt suffit suffisent basta bastano alcanza alcanzan volstaat wystarczy wystarczą stačí chega chegam yeter
  transporter livrer verschepen verschiffen shippen termin termín termine regelen organiseren yapacağız yapacagiz yapıyoruz yapiyoruz yapılacak yapilacak
  sim tvoří tvori koelzending koelzendingen koeltransport vriestransport kühltransport kühlsendung
  kontenera kontenerów kontenerze kontejneru kontejnerů kontejnerech
  ao todo totaalgewicht brutogewicht nettogewicht gesamtgewicht bruttogewicht totalgewicht einem einer
  trochę troche trochu kilka parę pár několik paar biraz gewoon einfach simplemente simplement semplicemente prostě
  loaded stuffed filled denk denke glaube pense creo penso myślę myśle acho myslím myslim sanırım sanirim
  devrait devraient suffire suffira dovrebbe basterà bastará bastaría
  actually eigentlich realidad realmente réalité effettivamente eigenlijk właściwie faktycznie verdade vlastně aslında
  umas uns unos unas esos esas estos estas those these ces ceux celles quei quelle questi queste deze tamte tamtych esses essas estes aqueles tyto ony
  still nog steeds immer toujours ancora todavía ainda wciąż nadal pořád stále hâlâ wrong falsch faux sbagliato fout źle špatně yanlış errado equivocado`
