import { ALLERGENS, type Allergen, type DishFacts, dishFactsErrors, type SpiceLevel } from '@siam/domain'

/**
 * Issue 14: realistic facts for the demo dishes, as `shop/dish` -> a short word list:
 * s0-s3 spice, veg, vegan (implies veg), halal, cert (halal certificate), pork, alcohol, and allergen keys.
 * Dishes not listed keep no facts (the app says "not given"), as a real shop that has not filled them in.
 */
const FACTS: Record<string, string> = {
  'lao-sichuan/mapo-tofu': 's3 soybeans gluten',
  'lao-sichuan/kung-pao-chicken': 's1 peanuts soybeans gluten',
  'lao-sichuan/boiled-fish': 's3 fish soybeans',
  'lao-sichuan/twice-cooked-pork': 's2 pork soybeans gluten',
  'lao-sichuan/dry-fried-beans': 's1 pork soybeans',
  'lao-sichuan/mouthwatering-chicken': 's3 peanuts sesame soybeans',
  'lao-sichuan/dan-dan-noodles': 's2 pork gluten peanuts sesame soybeans',
  'lao-sichuan/steamed-rice': 's0 vegan',
  'ma-lanzhou-noodles/beef-noodle-soup': 's1 halal cert gluten',
  'ma-lanzhou-noodles/beef-noodle-squares': 's1 halal cert gluten',
  'ma-lanzhou-noodles/braised-beef-platter': 's0 halal cert soybeans',
  'ma-lanzhou-noodles/lamb-skewers': 's2 halal cert',
  'ma-lanzhou-noodles/smashed-cucumber': 's1 vegan halal cert sesame soybeans',
  'ma-lanzhou-noodles/eight-treasure-tea': 's0 vegan halal cert',
  'tianshan-grill/tamarisk-lamb-skewers': 's1 halal cert',
  'tianshan-grill/cumin-lamb-ribs': 's2 halal cert',
  'tianshan-grill/big-plate-chicken': 's2 halal cert gluten',
  'tianshan-grill/lamb-pilaf': 's0 halal cert',
  'tianshan-grill/baked-naan': 's0 veg halal cert gluten sesame milk',
  'tianshan-grill/set-yogurt': 's0 veg halal cert milk',
  'tianshan-grill/kvass': 's0 vegan halal gluten',
  'yulan-xiaolongbao/pork-xiaolongbao': 's0 pork gluten soybeans',
  'yulan-xiaolongbao/crab-xiaolongbao': 's0 pork crustaceans gluten soybeans',
  'yulan-xiaolongbao/shengjian-bao': 's0 pork gluten sesame soybeans',
  'yulan-xiaolongbao/scallion-oil-noodles': 's0 vegan gluten soybeans',
  'yulan-xiaolongbao/pork-wontons': 's0 pork gluten eggs',
  'yulan-xiaolongbao/fresh-soy-milk': 's0 vegan soybeans',
  'pearl-tea-house/har-gow': 's0 crustaceans gluten',
  'pearl-tea-house/siu-mai': 's0 pork crustaceans gluten',
  'pearl-tea-house/char-siu-bao': 's0 pork gluten soybeans',
  'pearl-tea-house/egg-tarts': 's0 veg eggs milk gluten',
  'pearl-tea-house/mango-pomelo-sago': 's0 veg milk',
  'hinata-ramen/tonkotsu-ramen': 's0 pork gluten eggs soybeans sesame',
  'hinata-ramen/spicy-miso-ramen': 's2 pork gluten soybeans sesame',
  'hinata-ramen/chicken-paitan-ramen': 's0 gluten eggs soybeans',
  'hinata-ramen/gyoza': 's0 pork gluten soybeans',
  'hinata-ramen/karaage': 's0 gluten soybeans eggs',
  'hinata-ramen/edamame': 's0 vegan soybeans',
  'hinata-ramen/iced-oolong': 's0 vegan',
  'masala-house/butter-chicken': 's1 halal milk nuts',
  'masala-house/lamb-rogan-josh': 's2 halal milk',
  'masala-house/palak-paneer': 's1 veg halal milk',
  'masala-house/chicken-biryani': 's2 halal milk nuts',
  'masala-house/garlic-naan': 's0 veg halal gluten milk',
  'masala-house/potato-samosas': 's1 vegan halal gluten',
  'masala-house/mango-lassi': 's0 veg halal milk',
  'nonna-pizzeria/margherita': 's0 veg gluten milk',
  'nonna-pizzeria/diavola': 's2 pork gluten milk',
  'nonna-pizzeria/four-cheese': 's0 veg gluten milk',
  'nonna-pizzeria/carbonara': 's0 pork gluten eggs milk',
  'nonna-pizzeria/porcini-risotto': 's0 veg milk alcohol celery',
  'nonna-pizzeria/tiramisu': 's0 veg alcohol eggs milk gluten',
  'nonna-pizzeria/lemon-soda': 's0 vegan',
  'big-sky-burgers/plant-based-burger': 's0 vegan gluten soybeans sesame mustard',
  'big-sky-burgers/spicy-chicken-burger': 's2 gluten eggs sesame mustard',
  'big-sky-burgers/thick-cut-fries': 's0 vegan',
  'le-petit-paris/french-onion-soup': 's0 gluten milk alcohol celery',
  'le-petit-paris/quiche-lorraine': 's0 pork gluten eggs milk',
  'le-petit-paris/creme-brulee': 's0 veg eggs milk',
  'bangkok-little-kitchen/tom-yum-soup': 's3 crustaceans fish',
  'bangkok-little-kitchen/green-papaya-salad': 's3 peanuts fish crustaceans',
  'bangkok-little-kitchen/pad-thai': 's1 peanuts eggs fish crustaceans soybeans',
  'bangkok-little-kitchen/green-curry-chicken': 's2 fish',
  'bangkok-little-kitchen/basil-pork-rice': 's2 pork eggs fish soybeans',
  'bangkok-little-kitchen/mango-sticky-rice': 's0 vegan',
  'poke-garden/salmon-poke': 's0 fish soybeans sesame',
  'poke-garden/spicy-tuna-poke': 's2 fish soybeans sesame eggs',
  'poke-garden/tofu-poke': 's0 vegan soybeans sesame',
  'poke-garden/seaweed-salad': 's0 vegan sesame soybeans',
  'dumpling-express/pork-cabbage-dumplings': 's0 pork gluten soybeans',
  'dumpling-express/lamb-carrot-dumplings': 's0 halal gluten',
  'dumpling-express/egg-chive-dumplings': 's0 veg eggs gluten',
  'dumpling-express/hot-sour-soup': 's2 pork eggs soybeans',
  'damascus-halal-grill/chicken-shawarma': 's1 halal cert gluten sesame milk',
  'damascus-halal-grill/lamb-kofta-plate': 's1 halal cert gluten sesame',
  'damascus-halal-grill/falafel': 's0 vegan halal cert gluten sesame',
  'damascus-halal-grill/hummus-pita': 's0 vegan halal cert gluten sesame',
  'damascus-halal-grill/pistachio-baklava': 's0 veg halal cert nuts gluten milk',
  'damascus-halal-grill/frozen-mint-lemonade': 's0 vegan halal cert',
}

function parse(words: string): DishFacts {
  const w = words.split(' ')
  const vegan = w.includes('vegan')
  const spice = Number(w.find((x) => /^s[0-3]$/.test(x))?.slice(1) ?? 0) as SpiceLevel
  return {
    spice,
    vegan,
    vegetarian: vegan || w.includes('veg'),
    halal: w.includes('halal'),
    halalCertified: w.includes('cert'),
    pork: w.includes('pork'),
    alcohol: w.includes('alcohol'),
    allergens: ALLERGENS.filter((a: Allergen) => w.includes(a)),
  }
}

/** The seeded facts of a demo dish, or null when the demo shop has not given them. */
export function demoDishFacts(shopKey: string, dishKey: string): DishFacts | null {
  const words = FACTS[`${shopKey}/${dishKey}`]
  return words === undefined ? null : parse(words)
}

/** For the seed test: every listed entry is consistent (dishFactsErrors) and names a real dish. */
export const DEMO_FACT_KEYS = Object.keys(FACTS)
export const demoFactsErrors = () =>
  DEMO_FACT_KEYS.flatMap((key) => {
    const [shop = '', dish = ''] = key.split('/')
    const facts = demoDishFacts(shop, dish)
    return facts && Object.keys(dishFactsErrors(facts)).length ? [key] : []
  })
