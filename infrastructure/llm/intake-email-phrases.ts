import type { Language } from '../../domain/conversation-language'

/** How the offline intake asks for the visitor's e-mail address before its summary, in one language. */
export interface EmailPhrases {
  /** Follows the restated details ("Thanks! So far I have: ..."). */
  readonly ask: string
  /** Before the ask again, when the visitor's address is not valid. */
  readonly invalid: string
  /** The summary line's name. */
  readonly label: string
  /** Before the ask again, when an answer disputes a detail without a change that could be read. */
  readonly unclear: string
}

/** The e-mail question in the ten languages of the offline intake. */
export const EMAIL_PHRASES: Readonly<Record<Language, EmailPhrases>> = {
  en: {
    ask: 'Is that right? Please tell me your e-mail address so our team can send you the quote (or correct any detail).',
    invalid: 'That does not look like a valid e-mail address.',
    label: 'E-mail',
    unclear: 'I could not tell which detail to change: please write it with its name, for example "cargo: …".',
  },
  de: {
    ask: 'Stimmt das? Bitte nennen Sie mir Ihre E-Mail-Adresse, damit unser Team Ihnen das Angebot senden kann (oder korrigieren Sie eine Angabe).',
    invalid: 'Das sieht nicht nach einer gültigen E-Mail-Adresse aus.',
    label: 'E-Mail',
    unclear: 'Ich konnte nicht erkennen, welche Angabe ich ändern soll: Bitte schreiben Sie sie mit ihrem Namen, zum Beispiel „Ware: …“.',
  },
  es: {
    ask: '¿Es correcto? Indíqueme su dirección de correo electrónico para que nuestro equipo le envíe la cotización (o corrija algún dato).',
    invalid: 'Esa dirección de correo electrónico no parece válida.',
    label: 'Correo electrónico',
    unclear: 'No he entendido qué dato debo cambiar: escríbalo con su nombre, por ejemplo «mercancía: …».',
  },
  fr: {
    ask: 'Est-ce exact ? Indiquez-moi votre adresse e-mail pour que notre équipe vous envoie le devis (ou corrigez un détail).',
    invalid: 'Cette adresse e-mail ne semble pas valide.',
    label: 'E-mail',
    unclear: "Je n'ai pas compris quel détail modifier : écrivez-le avec son nom, par exemple « marchandise : … ».",
  },
  it: {
    ask: 'È corretto? Mi indichi il suo indirizzo e-mail, così il nostro team potrà inviarle il preventivo (oppure corregga un dato).',
    invalid: 'Questo indirizzo e-mail non sembra valido.',
    label: 'E-mail',
    unclear: 'Non ho capito quale dato cambiare: lo scriva con il suo nome, per esempio «merce: …».',
  },
  nl: {
    ask: 'Klopt dat? Geef me uw e-mailadres, zodat ons team u de offerte kan sturen (of corrigeer een gegeven).',
    invalid: 'Dat lijkt geen geldig e-mailadres.',
    label: 'E-mail',
    unclear: 'Ik begreep niet welk gegeven ik moet wijzigen: schrijf het met de naam erbij, bijvoorbeeld "lading: …".',
  },
  pl: {
    ask: 'Czy to się zgadza? Proszę podać adres e-mail, aby nasz zespół mógł przesłać wycenę (lub poprawić dane).',
    invalid: 'To nie wygląda na prawidłowy adres e-mail.',
    label: 'E-mail',
    unclear: 'Nie zrozumiałem, którą informację zmienić: proszę ją napisać z nazwą, na przykład „towar: …”.',
  },
  pt: {
    ask: 'Está correto? Indique-me o seu endereço de e-mail para que a nossa equipa lhe envie a cotação (ou corrija algum dado).',
    invalid: 'Esse endereço de e-mail não parece válido.',
    label: 'E-mail',
    unclear: 'Não percebi que dado devo alterar: escreva-o com o nome, por exemplo «mercadoria: …».',
  },
  cs: {
    ask: 'Je to správně? Uveďte prosím svou e-mailovou adresu, aby vám náš tým mohl poslat nabídku (nebo opravte některý údaj).',
    invalid: 'To nevypadá jako platná e-mailová adresa.',
    label: 'E-mail',
    unclear: 'Nerozuměl jsem, který údaj mám změnit: napište ho prosím i s názvem, například „zboží: …“.',
  },
  tr: {
    ask: 'Bunlar doğru mu? Ekibimizin teklifi gönderebilmesi için lütfen e-posta adresinizi yazın (ya da bir bilgiyi düzeltin).',
    invalid: 'Bu geçerli bir e-posta adresine benzemiyor.',
    label: 'E-posta',
    unclear: 'Hangi bilgiyi değiştirmem gerektiğini anlayamadım: lütfen adıyla birlikte yazın, örneğin "yük: …".',
  },
}
