import { cargoIn } from './domain/quote-cargo'
import { extractQuoteDetails } from './domain/quote-extraction'
import { placesIn } from './domain/quote-places'
import { knownPlace } from './domain/quote-gazetteer'
const [exp, ...msgs] = process.argv.slice(2)
for (const m of msgs) {
  console.log('placesIn', JSON.stringify(placesIn(m)), 'cargoIn', cargoIn(m))
  console.log('extract', JSON.stringify(extractQuoteDetails(m, exp === '-' ? null : (exp as any))))
}
if (process.env.K) for (const k of process.env.K.split(',')) console.log(k, JSON.stringify(knownPlace(k)))
