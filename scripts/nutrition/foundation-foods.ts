/**
 * Which USDA Foundation Foods we ship, under which id and name, with what the CSV does not say:
 * category, grocery aisle, diet class, allergens (US major 9 + EU 14), the food substances the
 * interaction engine knows them as, and household portions in grams (USDA household measures).
 */
import type { NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Food } from '#server/knowledge/nutrition/food.schema';

export interface FoundationSpec {
  fdc: number;
  id: string;
  name: string;
  category: Food['category'];
  aisle: Food['aisle'];
  diet: Food['diet_class'];
  allergens?: Food['allergens'];
  substances?: string[];
  portions?: [string, number][];
  /** Figures the Foundation entry lacks, from the SR Legacy entry for the same food. */
  fill?: Partial<Record<NutrientKey, number>>;
  fillSource?: { title: string; url: string };
}

type Extra = Pick<FoundationSpec, 'allergens' | 'substances' | 'portions' | 'fill' | 'fillSource'>;
const f = (
  fdc: number,
  id: string,
  name: string,
  category: Food['category'],
  aisle: Food['aisle'],
  diet: Food['diet_class'],
  extra: Extra = {},
): FoundationSpec => ({ fdc, id, name, category, aisle, diet, ...extra });

const veg = (fdc: number, id: string, name: string, extra: Extra = {}) =>
  f(fdc, id, name, 'Vegetables', 'Produce', 'plant', extra);
const fruit = (fdc: number, id: string, name: string, extra: Extra = {}) =>
  f(fdc, id, name, 'Fruits', 'Produce', 'plant', extra);
const grain = (fdc: number, id: string, name: string, extra: Extra = {}) =>
  f(fdc, id, name, 'Grains', 'Pantry', 'plant', extra);
const GLUTEN_WHEAT: Food['allergens'] = ['wheat', 'gluten'];
const MILK: Food['allergens'] = ['milk'];
/** Cottage cheese and cream cheese: the only cheeses the MAOI labels allow (ADR 050). */
const CHEESE = ['cheese', 'dairy-products'];
const AGED = ['aged-cheese', 'cheese', 'tyramine-rich-foods', 'dairy-products'];
/** Fresh and processed cheeses: low in tyramine when fresh, but on the MAOI list (ADR 050). */
const OTHER_CHEESE = ['cheese', 'tyramine-rich-foods', 'dairy-products'];
const MILK_SUBSTANCES = ['milk', 'dairy-products'];
/** Yogurt is on the phenelzine label's list (ADR 050). */
const YOGURT = ['yogurt', 'tyramine-rich-foods', 'dairy-products'];
const BEANS = ['beans-and-lentils', 'high-potassium-foods'];
const cup = (grams: number): [string, number] => ['cup', grams];
const tbsp = (grams: number): [string, number] => ['tbsp', grams];
const tsp = (grams: number): [string, number] => ['tsp', grams];
const piece = (grams: number): [string, number] => ['piece', grams];
const medium = (grams: number): [string, number] => ['medium', grams];
const slice = (grams: number): [string, number] => ['slice', grams];
const oz = (grams: number): [string, number] => ['oz', grams];

export const FOUNDATION_FOODS: FoundationSpec[] = [
  // ── Vegetables ──
  veg(747447, 'broccoli-raw', 'Broccoli, raw', {
    substances: ['broccoli', 'leafy-greens'],
    portions: [cup(91), ['stalk', 151], ['floret', 11]],
  }),
  veg(323505, 'kale-raw', 'Kale, raw', {
    substances: ['kale', 'leafy-greens'],
    portions: [cup(21)],
  }),
  veg(326196, 'kale-frozen-cooked', 'Kale, frozen, boiled', {
    substances: ['kale', 'leafy-greens'],
    portions: [cup(130)],
  }),
  veg(1999632, 'spinach-baby-raw', 'Baby spinach, raw', {
    substances: ['spinach', 'leafy-greens'],
    portions: [cup(30)],
  }),
  veg(1999633, 'spinach-raw', 'Spinach, mature, raw', {
    substances: ['spinach', 'leafy-greens'],
    portions: [cup(30)],
  }),
  veg(2685574, 'collard-greens-raw', 'Collard greens, raw', {
    substances: ['collard-greens', 'leafy-greens'],
    portions: [cup(36)],
  }),
  veg(2685575, 'brussels-sprouts-raw', 'Brussels sprouts, raw', {
    substances: ['brussels-sprouts'],
    portions: [cup(88), piece(19)],
  }),
  veg(2685572, 'bok-choy-raw', 'Bok choy, raw', {
    substances: ['leafy-greens'],
    portions: [cup(70)],
  }),
  veg(2346407, 'cabbage-green-raw', 'Green cabbage, raw', { portions: [cup(89), ['head', 908]] }),
  veg(2346408, 'cabbage-red-raw', 'Red cabbage, raw', { portions: [cup(89)] }),
  veg(2685573, 'cauliflower-raw', 'Cauliflower, raw', { portions: [cup(107), ['head', 588]] }),
  veg(2346388, 'lettuce-iceberg-raw', 'Iceberg lettuce, raw', { portions: [cup(72), ['leaf', 8]] }),
  veg(2346389, 'lettuce-romaine-raw', 'Romaine lettuce, raw', {
    substances: ['leafy-greens'],
    portions: [cup(47), ['leaf', 6]],
  }),
  veg(2346391, 'lettuce-green-leaf-raw', 'Green leaf lettuce, raw', {
    substances: ['leafy-greens'],
    portions: [cup(36), ['leaf', 8]],
  }),
  veg(2346390, 'lettuce-red-leaf-raw', 'Red leaf lettuce, raw', {
    substances: ['leafy-greens'],
    portions: [cup(28), ['leaf', 8]],
  }),
  veg(2710822, 'arugula-raw', 'Arugula (rocket), baby, raw', {
    substances: ['leafy-greens'],
    portions: [cup(20)],
  }),
  veg(2710823, 'asparagus-raw', 'Asparagus, raw', { portions: [cup(134), ['spear', 16]] }),
  veg(2346400, 'green-beans-raw', 'Green beans, raw', { portions: [cup(100)] }),
  veg(321611, 'green-beans-canned', 'Green beans, canned, drained', { portions: [cup(135)] }),
  veg(2258586, 'carrots-raw', 'Carrots, raw', { portions: [cup(128), medium(61)] }),
  veg(2258587, 'carrots-baby-raw', 'Baby carrots, raw', { portions: [piece(10)] }),
  f(746764, 'carrots-frozen', 'Carrots, frozen', 'Vegetables', 'Frozen', 'plant', {
    portions: [cup(128)],
  }),
  veg(2346405, 'celery-raw', 'Celery, raw', {
    allergens: ['celery'],
    portions: [cup(101), ['stalk', 40]],
  }),
  veg(2346406, 'cucumber-raw', 'Cucumber, with peel, raw', { portions: [cup(104), medium(201)] }),
  veg(2685568, 'zucchini-raw', 'Zucchini (courgette), raw', { portions: [cup(124), medium(196)] }),
  veg(2685569, 'yellow-squash-raw', 'Yellow summer squash, raw', {
    portions: [cup(113), medium(196)],
  }),
  veg(2685570, 'butternut-squash-raw', 'Butternut squash, raw', { portions: [cup(140)] }),
  veg(2685571, 'acorn-squash-raw', 'Acorn squash, raw', { portions: [cup(140)] }),
  veg(2685576, 'beets-raw', 'Beets, raw', { portions: [cup(136), medium(82)] }),
  veg(2685577, 'eggplant-raw', 'Eggplant (aubergine), raw', { portions: [cup(82), medium(458)] }),
  veg(790646, 'onion-yellow-raw', 'Yellow onion, raw', { portions: [cup(160), medium(110)] }),
  veg(790577, 'onion-red-raw', 'Red onion, raw', { portions: [cup(160), medium(110)] }),
  veg(1104962, 'onion-white-raw', 'White onion, raw', { portions: [cup(160), medium(110)] }),
  veg(1104647, 'garlic-raw', 'Garlic, raw', { portions: [['clove', 3], tsp(2.8)] }),
  veg(2258588, 'bell-pepper-green-raw', 'Green bell pepper, raw', {
    portions: [cup(149), medium(119)],
  }),
  veg(2258590, 'bell-pepper-red-raw', 'Red bell pepper, raw', {
    portions: [cup(149), medium(119)],
  }),
  veg(2258589, 'bell-pepper-yellow-raw', 'Yellow bell pepper, raw', {
    portions: [cup(149), medium(119)],
  }),
  veg(2258591, 'bell-pepper-orange-raw', 'Orange bell pepper, raw', {
    portions: [cup(149), medium(119)],
  }),
  veg(321360, 'tomatoes-grape-raw', 'Grape tomatoes, raw', {
    substances: ['tomatoes'],
    portions: [cup(149), piece(8)],
  }),
  veg(1999634, 'tomato-roma-raw', 'Roma (plum) tomato, raw', {
    substances: ['tomatoes'],
    portions: [cup(180), medium(62)],
  }),
  veg(333281, 'tomatoes-canned-diced', 'Tomatoes, canned, diced', {
    substances: ['tomatoes'],
    portions: [cup(240), ['can', 411]],
  }),
  veg(2685578, 'tomatoes-canned-whole', 'Tomatoes, canned, whole', {
    substances: ['tomatoes'],
    portions: [cup(240), ['can', 411]],
  }),
  veg(2685581, 'tomatoes-canned-crushed', 'Tomatoes, canned, crushed', {
    substances: ['tomatoes'],
    portions: [cup(242)],
  }),
  veg(2685579, 'tomato-sauce-canned', 'Tomato sauce, canned', {
    substances: ['tomatoes'],
    portions: [cup(245), tbsp(15)],
  }),
  veg(2685580, 'tomato-paste', 'Tomato paste, canned', {
    substances: ['tomatoes'],
    portions: [tbsp(16), ['can', 170]],
  }),
  veg(2685582, 'tomato-puree', 'Tomato puree, canned', {
    substances: ['tomatoes'],
    portions: [cup(250)],
  }),
  veg(2710826, 'corn-sweet-raw', 'Sweet corn, raw kernels', { portions: [cup(145), ['ear', 90]] }),
  veg(2644291, 'peas-green-canned', 'Green peas, canned, drained', { portions: [cup(170)] }),
  veg(2346401, 'potato-russet-raw', 'Russet potato, peeled, raw', {
    substances: ['potatoes', 'high-potassium-foods'],
    portions: [medium(213), cup(150)],
  }),
  veg(2346402, 'potato-red-raw', 'Red potato, peeled, raw', {
    substances: ['potatoes', 'high-potassium-foods'],
    portions: [medium(173), cup(150)],
  }),
  veg(2346403, 'potato-gold-raw', 'Yukon gold potato, peeled, raw', {
    substances: ['potatoes', 'high-potassium-foods'],
    portions: [medium(173), cup(150)],
  }),
  veg(2346404, 'sweet-potato-raw', 'Sweet potato, peeled, raw', {
    substances: ['high-potassium-foods'],
    portions: [medium(130), cup(133)],
  }),
  veg(1999629, 'mushrooms-white-raw', 'White button mushrooms, raw', {
    portions: [cup(70), piece(18)],
  }),
  veg(2003601, 'mushrooms-crimini-raw', 'Crimini (brown) mushrooms, raw', {
    portions: [cup(72), piece(18)],
  }),
  veg(2003598, 'mushrooms-portabella-raw', 'Portabella mushrooms, raw', {
    portions: [piece(84), cup(86)],
  }),
  veg(1999628, 'mushrooms-shiitake-raw', 'Shiitake mushrooms, raw', {
    portions: [cup(70), piece(19)],
  }),
  veg(1999627, 'mushrooms-oyster-raw', 'Oyster mushrooms, raw', { portions: [cup(86)] }),
  veg(2003599, 'mushrooms-king-oyster-raw', 'King oyster mushrooms, raw', { portions: [cup(86)] }),
  veg(2003600, 'mushrooms-enoki-raw', 'Enoki mushrooms, raw', { portions: [cup(65)] }),
  veg(2003602, 'mushrooms-maitake-raw', 'Maitake mushrooms, raw', { portions: [cup(70)] }),
  veg(1999626, 'mushrooms-lions-mane-raw', "Lion's mane mushrooms, raw", { portions: [cup(70)] }),
  veg(324653, 'pickles-dill', 'Dill pickles (cucumber)', {
    substances: ['pickles'],
    portions: [medium(65), slice(7)],
  }),
  // ── Fruits ──
  fruit(1750341, 'apple-gala-raw', 'Gala apple, with skin, raw', {
    portions: [medium(182), cup(125)],
  }),
  fruit(1750340, 'apple-fuji-raw', 'Fuji apple, with skin, raw', {
    portions: [medium(182), cup(125)],
  }),
  fruit(1750339, 'apple-red-delicious-raw', 'Red Delicious apple, with skin, raw', {
    portions: [medium(182), cup(125)],
  }),
  fruit(1750342, 'apple-granny-smith-raw', 'Granny Smith apple, with skin, raw', {
    portions: [medium(182), cup(125)],
  }),
  fruit(1750343, 'apple-honeycrisp-raw', 'Honeycrisp apple, with skin, raw', {
    portions: [medium(182), cup(125)],
  }),
  fruit(2346414, 'applesauce-unsweetened', 'Applesauce, unsweetened', {
    portions: [cup(244), tbsp(15)],
  }),
  fruit(1105314, 'banana-raw', 'Banana, ripe, raw', {
    substances: ['banana', 'high-potassium-foods'],
    portions: [medium(118), cup(150)],
  }),
  fruit(746771, 'orange-navel-raw', 'Navel orange, raw', {
    substances: ['oranges', 'high-potassium-foods'],
    portions: [medium(140), cup(165)],
  }),
  fruit(2710832, 'mandarin-raw', 'Mandarin (clementine), peeled, raw', {
    portions: [medium(74), cup(195)],
  }),
  fruit(2346409, 'strawberries-raw', 'Strawberries, raw', { portions: [cup(152), medium(12)] }),
  fruit(2346410, 'raspberries-raw', 'Raspberries, raw', { portions: [cup(123)] }),
  fruit(2346411, 'blueberries-raw', 'Blueberries, raw', { portions: [cup(148)] }),
  fruit(2346412, 'grapes-red-raw', 'Red grapes, seedless, raw', {
    substances: ['grapes'],
    portions: [cup(151), piece(5)],
  }),
  fruit(2346413, 'grapes-green-raw', 'Green grapes, seedless, raw', {
    substances: ['grapes'],
    portions: [cup(151), piece(5)],
  }),
  fruit(2346399, 'cherries-sweet-raw', 'Sweet cherries, raw', { portions: [cup(138), piece(8)] }),
  fruit(2346398, 'pineapple-raw', 'Pineapple, raw', {
    substances: ['pineapple'],
    portions: [cup(165), slice(84)],
  }),
  fruit(325430, 'peach-raw', 'Peach, yellow, raw', { portions: [medium(150), cup(154)] }),
  fruit(327357, 'nectarine-raw', 'Nectarine, raw', { portions: [medium(142), cup(143)] }),
  fruit(2710815, 'apricot-raw', 'Apricot, raw', { portions: [medium(35), cup(155)] }),
  fruit(2710837, 'plum-raw', 'Plum, black, raw', { portions: [medium(66), cup(165)] }),
  fruit(746773, 'pear-bartlett-raw', 'Bartlett pear, raw', { portions: [medium(178), cup(140)] }),
  fruit(2710836, 'pear-anjou-raw', 'Anjou pear, raw', { portions: [medium(178), cup(140)] }),
  fruit(2710831, 'kiwifruit-raw', 'Kiwifruit, green, peeled, raw', {
    portions: [medium(69), cup(180)],
  }),
  fruit(2710833, 'mango-raw', 'Mango, peeled, raw', { portions: [cup(165), medium(207)] }),
  fruit(2710824, 'avocado-raw', 'Avocado (Hass), raw', {
    substances: ['avocado', 'high-potassium-foods'],
    portions: [medium(136), cup(150), slice(15)],
  }),
  fruit(746770, 'cantaloupe-raw', 'Cantaloupe, raw', { portions: [cup(160), ['wedge', 69]] }),
  fruit(2710816, 'honeydew-raw', 'Honeydew melon, raw', { portions: [cup(170), ['wedge', 125]] }),
  fruit(2710817, 'plantain-ripe-raw', 'Plantain, ripe, raw', {
    substances: ['high-potassium-foods'],
    portions: [medium(179), cup(148)],
  }),
  fruit(2727581, 'blackberries-raw', 'Blackberries, raw', {
    portions: [cup(144)],
    fill: { energy_kcal: 43, protein_g: 1.39, fat_g: 0.49, carbs_g: 9.61 },
    fillSource: {
      title: 'USDA FoodData Central, SR Legacy: Blackberries, raw',
      url: 'https://fdc.nal.usda.gov/food-search?query=blackberries%20raw&type=SR%20Legacy',
    },
  }),
  fruit(746768, 'figs-dried', 'Figs, dried', {
    substances: ['dried-fruit', 'tyramine-rich-foods', 'high-potassium-foods'],
    portions: [piece(8.4), cup(149)],
  }),
  fruit(332791, 'olives-green-stuffed', 'Green olives, stuffed with pimiento', {
    portions: [piece(4), tbsp(8.4)],
  }),
  // ── Grains ──
  grain(2346396, 'oats-rolled', 'Rolled oats (old fashioned)', {
    allergens: ['gluten'],
    substances: ['oatmeal', 'high-fiber-foods'],
    portions: [cup(81), tbsp(5)],
  }),
  grain(2346397, 'oats-steel-cut', 'Steel-cut oats', {
    allergens: ['gluten'],
    substances: ['oatmeal', 'high-fiber-foods'],
    portions: [cup(176), tbsp(11)],
  }),
  grain(2512381, 'rice-white-raw', 'White rice, long grain, uncooked', { portions: [cup(185)] }),
  grain(2512380, 'rice-brown-raw', 'Brown rice, long grain, uncooked', { portions: [cup(185)] }),
  grain(2710825, 'rice-black-raw', 'Black rice, uncooked', { portions: [cup(200)] }),
  grain(2710838, 'rice-red-raw', 'Red rice, uncooked', { portions: [cup(200)] }),
  grain(2710821, 'wild-rice-dry', 'Wild rice, uncooked', { portions: [cup(160)] }),
  grain(2710820, 'bulgur-dry', 'Bulgur wheat, uncooked', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(140)],
  }),
  grain(2710828, 'farro-dry', 'Farro, pearled, uncooked', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(200)],
  }),
  grain(2512378, 'buckwheat-groats-dry', 'Buckwheat, whole grain', { portions: [cup(170)] }),
  grain(2512379, 'millet-dry', 'Millet, whole grain', { portions: [cup(200)] }),
  grain(2710842, 'sorghum-whole-grain', 'Sorghum, whole grain', { portions: [cup(192)] }),
  grain(2710829, 'fonio-dry', 'Fonio, uncooked', { portions: [cup(170)] }),
  grain(2710827, 'einkorn-dry', 'Einkorn wheat, uncooked', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(190)],
  }),
  grain(2710830, 'khorasan-dry', 'Khorasan wheat (kamut), uncooked', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(186)],
  }),
  grain(789951, 'flour-all-purpose', 'All-purpose wheat flour, enriched', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(125), tbsp(7.8)],
  }),
  grain(790146, 'flour-bread', 'Bread flour, white, enriched', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(137), tbsp(8.6)],
  }),
  grain(790085, 'flour-whole-wheat', 'Whole wheat flour', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(120), tbsp(7.5)],
  }),
  grain(2003587, 'flour-spelt', 'Spelt flour, whole grain', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(120)],
  }),
  grain(2003586, 'flour-00', 'Flour, 00 (pizza and pasta)', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(125)],
  }),
  grain(2003589, 'semolina-fine', 'Semolina, fine', {
    allergens: GLUTEN_WHEAT,
    portions: [cup(167)],
  }),
  grain(2512375, 'flour-rye', 'Rye flour', { allergens: ['gluten'], portions: [cup(128)] }),
  grain(2512376, 'flour-barley', 'Barley flour', { allergens: ['gluten'], portions: [cup(148)] }),
  grain(2261421, 'flour-oat', 'Oat flour, whole grain', {
    allergens: ['gluten'],
    portions: [cup(104)],
  }),
  grain(790214, 'flour-rice-white', 'White rice flour', { portions: [cup(158)] }),
  grain(1104812, 'flour-rice-brown', 'Brown rice flour', { portions: [cup(158)] }),
  grain(2512374, 'flour-buckwheat', 'Buckwheat flour', { portions: [cup(120)] }),
  grain(2512372, 'flour-quinoa', 'Quinoa flour', { portions: [cup(112)] }),
  grain(790276, 'cornmeal-yellow', 'Cornmeal (corn flour), yellow, enriched', {
    portions: [cup(157)],
  }),
  grain(2710835, 'masa-harina', 'Masa harina (corn flour for tortillas)', { portions: [cup(114)] }),
  f(2261420, 'flour-almond', 'Almond flour', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(96), tbsp(7)],
  }),
  f(2515382, 'flour-coconut', 'Coconut flour', 'Nuts and seeds', 'Pantry', 'plant', {
    portions: [cup(112), tbsp(7)],
  }),
  f(2710819, 'chia-seeds', 'Chia seeds', 'Nuts and seeds', 'Pantry', 'plant', {
    substances: ['chia-seeds', 'high-fiber-foods'],
    portions: [tbsp(12), oz(28)],
  }),
  // ── Bread and bakery ──
  f(325871, 'bread-white', 'White bread', 'Bread and bakery', 'Bakery', 'plant', {
    allergens: GLUTEN_WHEAT,
    substances: ['bread-grains'],
    portions: [slice(27)],
  }),
  f(335240, 'bread-whole-wheat', 'Whole wheat bread', 'Bread and bakery', 'Bakery', 'plant', {
    allergens: GLUTEN_WHEAT,
    substances: ['bread-grains', 'high-fiber-foods'],
    portions: [slice(32)],
  }),
  // ── Dairy and eggs ──
  f(748967, 'egg-whole-raw', 'Egg, whole, raw', 'Dairy and eggs', 'Dairy and eggs', 'egg', {
    allergens: ['eggs'],
    portions: [['large', 50], medium(44), cup(243)],
  }),
  f(747997, 'egg-white-raw', 'Egg white, raw', 'Dairy and eggs', 'Dairy and eggs', 'egg', {
    allergens: ['eggs'],
    portions: [['large', 33], cup(243)],
  }),
  f(748236, 'egg-yolk-raw', 'Egg yolk, raw', 'Dairy and eggs', 'Dairy and eggs', 'egg', {
    allergens: ['eggs'],
    portions: [['large', 17]],
  }),
  f(746782, 'milk-whole', 'Milk, whole (3.25%)', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: MILK_SUBSTANCES,
    portions: [cup(244), tbsp(15), ['fl-oz', 30.5]],
  }),
  f(
    746778,
    'milk-2-percent',
    'Milk, reduced fat (2%)',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    {
      allergens: MILK,
      substances: MILK_SUBSTANCES,
      portions: [cup(244), tbsp(15), ['fl-oz', 30.5]],
    },
  ),
  f(746772, 'milk-1-percent', 'Milk, low fat (1%)', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: MILK_SUBSTANCES,
    portions: [cup(244), tbsp(15), ['fl-oz', 30.5]],
  }),
  f(746776, 'milk-skim', 'Milk, skim (fat free)', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: MILK_SUBSTANCES,
    portions: [cup(245), tbsp(15), ['fl-oz', 30.6]],
  }),
  f(
    2259792,
    'buttermilk-low-fat',
    'Buttermilk, low fat',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    {
      allergens: MILK,
      substances: ['milk', 'tyramine-rich-foods', 'dairy-products'],
      portions: [cup(245)],
    },
  ),
  f(
    2259793,
    'yogurt-plain-whole',
    'Yogurt, plain, whole milk',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: YOGURT, portions: [cup(245), tbsp(15)] },
  ),
  f(
    2647437,
    'yogurt-plain-nonfat',
    'Yogurt, plain, nonfat',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: YOGURT, portions: [cup(245), tbsp(15)] },
  ),
  f(
    2259794,
    'greek-yogurt-plain-whole',
    'Greek yogurt, plain, whole milk',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: YOGURT, portions: [cup(227), tbsp(14)] },
  ),
  f(
    330137,
    'greek-yogurt-plain-nonfat',
    'Greek yogurt, plain, nonfat',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: YOGURT, portions: [cup(227), tbsp(14), ['container', 170]] },
  ),
  f(
    330415,
    'greek-yogurt-strawberry-nonfat',
    'Greek yogurt, strawberry, nonfat',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: YOGURT, portions: [['container', 150]] },
  ),
  f(
    328637,
    'cheese-cheddar',
    'Cheddar cheese (aged)',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: AGED, portions: [cup(113), slice(28), oz(28.35)] },
  ),
  f(
    325036,
    'cheese-parmesan-grated',
    'Parmesan cheese, grated',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: AGED, portions: [tbsp(5), cup(100), oz(28.35)] },
  ),
  f(746767, 'cheese-swiss', 'Swiss cheese', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: AGED,
    portions: [slice(28), oz(28.35)],
  }),
  f(2647440, 'cheese-provolone', 'Provolone cheese', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: AGED,
    portions: [slice(21), oz(28.35)],
  }),
  f(2647443, 'cheese-cotija', 'Cotija cheese', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: AGED,
    portions: [tbsp(7), oz(28.35)],
  }),
  f(
    2647438,
    'cheese-monterey-jack',
    'Monterey Jack cheese',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: OTHER_CHEESE, portions: [slice(28), cup(113), oz(28.35)] },
  ),
  f(
    329370,
    'cheese-mozzarella-part-skim',
    'Mozzarella, low moisture, part skim',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: OTHER_CHEESE, portions: [cup(113), slice(28), oz(28.35)] },
  ),
  f(2259796, 'cheese-feta', 'Feta cheese, crumbled', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: AGED,
    portions: [cup(150), tbsp(9), oz(28.35)],
  }),
  f(
    746766,
    'cheese-ricotta-whole',
    'Ricotta, whole milk',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: OTHER_CHEESE, portions: [cup(246), tbsp(15)] },
  ),
  f(
    2346384,
    'cottage-cheese-full-fat',
    'Cottage cheese, full fat',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: CHEESE, portions: [cup(210), tbsp(13)] },
  ),
  f(
    328841,
    'cottage-cheese-2-percent',
    'Cottage cheese, low fat (2%)',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: CHEESE, portions: [cup(226), tbsp(14)] },
  ),
  f(2346385, 'cream-cheese', 'Cream cheese', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: CHEESE,
    portions: [tbsp(14.5), oz(28.35)],
  }),
  f(2647442, 'cheese-queso-fresco', 'Queso fresco', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: OTHER_CHEESE,
    portions: [oz(28.35), cup(120)],
  }),
  f(2647441, 'cheese-oaxaca', 'Oaxaca cheese', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: OTHER_CHEESE,
    portions: [oz(28.35)],
  }),
  f(
    746765,
    'cheese-queso-seco',
    'Queso seco (dry white cheese)',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: AGED, portions: [oz(28.35)] },
  ),
  f(
    2647439,
    'cheese-american-singles',
    'American cheese singles (processed)',
    'Dairy and eggs',
    'Dairy and eggs',
    'dairy',
    { allergens: MILK, substances: OTHER_CHEESE, portions: [slice(19)] },
  ),
  f(2346386, 'cream-heavy', 'Heavy cream', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: ['dairy-products'],
    portions: [cup(238), tbsp(15)],
  }),
  f(2346387, 'sour-cream', 'Sour cream, full fat', 'Dairy and eggs', 'Dairy and eggs', 'dairy', {
    allergens: MILK,
    substances: ['tyramine-rich-foods', 'dairy-products'],
    portions: [cup(230), tbsp(12)],
  }),
  // ── Meat ──
  f(
    2514743,
    'beef-ground-90-raw',
    'Ground beef, 90% lean, raw',
    'Meat',
    'Meat and fish',
    'red-meat',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['lb', 453.6]] },
  ),
  f(
    2514744,
    'beef-ground-80-raw',
    'Ground beef, 80% lean, raw',
    'Meat',
    'Meat and fish',
    'red-meat',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['lb', 453.6]] },
  ),
  f(2646172, 'beef-ribeye-raw', 'Beef ribeye steak, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['steak', 290]],
  }),
  f(
    2727574,
    'beef-sirloin-raw',
    'Beef top sirloin steak, raw',
    'Meat',
    'Meat and fish',
    'red-meat',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['steak', 225]] },
  ),
  f(
    2727573,
    'beef-tenderloin-raw',
    'Beef tenderloin steak, raw',
    'Meat',
    'Meat and fish',
    'red-meat',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['steak', 170]] },
  ),
  f(
    2727572,
    'beef-strip-steak-raw',
    'Beef strip steak (NY strip), raw',
    'Meat',
    'Meat and fish',
    'red-meat',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['steak', 280]] },
  ),
  f(2646175, 'beef-flank-raw', 'Beef flank steak, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35)],
  }),
  f(2646174, 'beef-chuck-roast-raw', 'Beef chuck roast, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(2646173, 'beef-top-round-raw', 'Beef top round, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35)],
  }),
  f(2727571, 'bison-ground-raw', 'Ground bison, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(2727570, 'lamb-ground-raw', 'Ground lamb, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(2514745, 'pork-ground-raw', 'Ground pork, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(2646168, 'pork-loin-raw', 'Pork loin, boneless, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35)],
  }),
  f(2646169, 'pork-tenderloin-raw', 'Pork tenderloin, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(2727575, 'pork-chop-raw', 'Pork chop, center cut, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [['chop', 170], oz(28.35)],
  }),
  f(2727576, 'pork-belly-raw', 'Pork belly, with skin, raw', 'Meat', 'Meat and fish', 'red-meat', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35)],
  }),
  f(749420, 'bacon-cooked', 'Bacon, cooked', 'Meat', 'Meat and fish', 'processed-meat', {
    substances: ['cured-meats', 'meat-and-poultry'],
    portions: [slice(8)],
  }),
  f(332397, 'ham-deli-sliced', 'Ham, sliced deli meat', 'Meat', 'Meat and fish', 'processed-meat', {
    substances: ['cured-meats', 'meat-and-poultry'],
    portions: [slice(28), oz(28.35)],
  }),
  f(
    746780,
    'sausage-italian-pork-cooked',
    'Italian pork sausage, mild, cooked',
    'Meat',
    'Meat and fish',
    'processed-meat',
    { substances: ['tyramine-rich-foods', 'meat-and-poultry'], portions: [['link', 75]] },
  ),
  f(
    746781,
    'chorizo-pork-cooked',
    'Pork chorizo, cooked',
    'Meat',
    'Meat and fish',
    'processed-meat',
    { substances: ['cured-meats', 'meat-and-poultry'], portions: [['link', 75], oz(28.35)] },
  ),
  f(
    746779,
    'sausage-breakfast-beef',
    'Beef breakfast sausage, precooked',
    'Meat',
    'Meat and fish',
    'processed-meat',
    { substances: ['tyramine-rich-foods', 'meat-and-poultry'], portions: [['link', 25]] },
  ),
  f(
    323121,
    'frankfurter-beef',
    'Beef frankfurter (hot dog)',
    'Meat',
    'Meat and fish',
    'processed-meat',
    {
      substances: ['cured-meats', 'tyramine-rich-foods', 'meat-and-poultry'],
      portions: [piece(45)],
    },
  ),
  // ── Poultry ──
  f(
    2646170,
    'chicken-breast-raw',
    'Chicken breast, skinless, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(174), oz(28.35)] },
  ),
  f(
    331960,
    'chicken-breast-cooked',
    'Chicken breast, skinless, cooked',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [cup(140), oz(28.35)] },
  ),
  f(
    2727569,
    'chicken-breast-skin-raw',
    'Chicken breast with skin, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(200)] },
  ),
  f(
    2646171,
    'chicken-thigh-raw',
    'Chicken thigh, skinless, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(110), oz(28.35)] },
  ),
  f(
    2727567,
    'chicken-thigh-skin-raw',
    'Chicken thigh with skin, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(130)] },
  ),
  f(
    2727566,
    'chicken-drumstick-skin-raw',
    'Chicken drumstick with skin, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(85)] },
  ),
  f(
    331897,
    'chicken-drumstick-cooked',
    'Chicken drumstick, meat only, cooked',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(44)] },
  ),
  f(
    2727568,
    'chicken-wing-raw',
    'Chicken wing with skin, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [piece(50)] },
  ),
  f(2514746, 'chicken-ground-raw', 'Ground chicken, raw', 'Poultry', 'Meat and fish', 'poultry', {
    substances: ['meat-and-poultry'],
    portions: [oz(28.35), ['lb', 453.6]],
  }),
  f(
    2514747,
    'turkey-ground-raw',
    'Ground turkey, 93% lean, raw',
    'Poultry',
    'Meat and fish',
    'poultry',
    { substances: ['meat-and-poultry'], portions: [oz(28.35), ['lb', 453.6]] },
  ),
  f(
    746783,
    'turkey-sausage-raw',
    'Turkey breakfast sausage, raw',
    'Poultry',
    'Meat and fish',
    'processed-meat',
    { substances: ['tyramine-rich-foods', 'meat-and-poultry'], portions: [['link', 28]] },
  ),
  // ── Fish and seafood ──
  f(
    2684440,
    'salmon-sockeye-raw',
    'Sockeye salmon, wild, raw',
    'Fish and seafood',
    'Meat and fish',
    'fish',
    { allergens: ['fish'], substances: ['fish'], portions: [['fillet', 150], oz(28.35)] },
  ),
  f(
    2684441,
    'salmon-atlantic-raw',
    'Atlantic salmon, farmed, raw',
    'Fish and seafood',
    'Meat and fish',
    'fish',
    { allergens: ['fish'], substances: ['fish'], portions: [['fillet', 170], oz(28.35)] },
  ),
  f(2684444, 'cod-raw', 'Atlantic cod, raw', 'Fish and seafood', 'Meat and fish', 'fish', {
    allergens: ['fish'],
    substances: ['fish'],
    portions: [['fillet', 180], oz(28.35)],
  }),
  f(333374, 'haddock-raw', 'Haddock, raw', 'Fish and seafood', 'Meat and fish', 'fish', {
    allergens: ['fish'],
    substances: ['fish'],
    portions: [['fillet', 150], oz(28.35)],
  }),
  f(333476, 'pollock-raw', 'Pollock, raw', 'Fish and seafood', 'Meat and fish', 'fish', {
    allergens: ['fish'],
    substances: ['fish'],
    portions: [['fillet', 150], oz(28.35)],
  }),
  f(2684442, 'tilapia-raw', 'Tilapia, raw', 'Fish and seafood', 'Meat and fish', 'fish', {
    allergens: ['fish'],
    substances: ['fish'],
    portions: [['fillet', 116], oz(28.35)],
  }),
  f(2684445, 'catfish-raw', 'Catfish, farmed, raw', 'Fish and seafood', 'Meat and fish', 'fish', {
    allergens: ['fish'],
    substances: ['fish'],
    portions: [['fillet', 160], oz(28.35)],
  }),
  f(
    334194,
    'tuna-light-canned-water',
    'Light tuna, canned in water, drained',
    'Fish and seafood',
    'Pantry',
    'fish',
    { allergens: ['fish'], substances: ['fish'], portions: [['can', 142], cup(154), oz(28.35)] },
  ),
  f(2684443, 'shrimp-raw', 'Shrimp, raw', 'Fish and seafood', 'Meat and fish', 'shellfish', {
    allergens: ['crustaceans'],
    portions: [oz(28.35), ['large', 7]],
  }),
  f(
    2684446,
    'crab-lump',
    'Crab meat, lump, pasteurized',
    'Fish and seafood',
    'Meat and fish',
    'shellfish',
    { allergens: ['crustaceans'], portions: [cup(135), oz(28.35)] },
  ),
  // ── Legumes ──
  f(2644283, 'lentils-dry', 'Lentils, dry', 'Legumes', 'Pantry', 'plant', {
    substances: BEANS,
    portions: [cup(192)],
  }),
  f(2644282, 'chickpeas-dry', 'Chickpeas, dry', 'Legumes', 'Pantry', 'plant', {
    substances: BEANS,
    portions: [cup(200)],
  }),
  f(
    2644288,
    'chickpeas-canned',
    'Chickpeas, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(164), ['can', 253]] },
  ),
  f(
    2644285,
    'black-beans-canned',
    'Black beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(172), ['can', 253]] },
  ),
  f(
    2644292,
    'pinto-beans-canned',
    'Pinto beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(171), ['can', 253]] },
  ),
  f(
    2644289,
    'kidney-beans-canned',
    'Red kidney beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(172), ['can', 253]] },
  ),
  f(
    2644287,
    'cannellini-beans-canned',
    'Cannellini beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(172), ['can', 253]] },
  ),
  f(2644281, 'cannellini-beans-dry', 'Cannellini beans, dry', 'Legumes', 'Pantry', 'plant', {
    substances: BEANS,
    portions: [cup(184)],
  }),
  f(
    2644286,
    'navy-beans-canned',
    'Navy beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(172), ['can', 253]] },
  ),
  f(
    2644294,
    'great-northern-beans-canned',
    'Great Northern beans, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(172)] },
  ),
  f(
    2644293,
    'black-eyed-peas-canned',
    'Black-eyed peas, canned, drained and rinsed',
    'Legumes',
    'Pantry',
    'plant',
    { substances: BEANS, portions: [cup(170)] },
  ),
  f(2644284, 'black-eyed-peas-dry', 'Black-eyed peas, dry', 'Legumes', 'Pantry', 'plant', {
    substances: BEANS,
    portions: [cup(167)],
  }),
  f(321358, 'hummus', 'Hummus', 'Legumes', 'Dairy and eggs', 'plant', {
    allergens: ['sesame'],
    substances: ['beans-and-lentils'],
    portions: [tbsp(15), cup(246)],
  }),
  f(2515376, 'peanuts-raw', 'Peanuts, raw', 'Legumes', 'Pantry', 'plant', {
    allergens: ['peanuts'],
    portions: [cup(146), oz(28.35)],
  }),
  f(2262072, 'peanut-butter', 'Peanut butter, creamy', 'Legumes', 'Pantry', 'plant', {
    allergens: ['peanuts'],
    portions: [tbsp(16), cup(258)],
  }),
  f(1104766, 'flour-soy-full-fat', 'Soy flour, full fat', 'Soy products', 'Pantry', 'plant', {
    allergens: ['soy'],
    substances: ['soy', 'tyramine-rich-foods'],
    portions: [cup(84)],
  }),
  // ── Nuts and seeds ──
  f(2346393, 'almonds-raw', 'Almonds, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(143), oz(28.35), piece(1.2)],
  }),
  f(
    323294,
    'almonds-roasted-salted',
    'Almonds, dry roasted, salted',
    'Nuts and seeds',
    'Pantry',
    'plant',
    { allergens: ['tree-nuts'], portions: [cup(138), oz(28.35)] },
  ),
  f(2346394, 'walnuts-raw', 'Walnuts, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    substances: ['walnuts'],
    portions: [cup(100), oz(28.35)],
  }),
  f(2346395, 'pecans-raw', 'Pecans, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(99), oz(28.35)],
  }),
  f(2515374, 'cashews-raw', 'Cashews, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(137), oz(28.35)],
  }),
  f(2515379, 'pistachios-raw', 'Pistachios, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(123), oz(28.35)],
  }),
  f(2515375, 'hazelnuts-raw', 'Hazelnuts, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(135), oz(28.35)],
  }),
  f(2515378, 'macadamia-raw', 'Macadamia nuts, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [cup(134), oz(28.35)],
  }),
  f(2515373, 'brazil-nuts-raw', 'Brazil nuts, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [piece(5), oz(28.35)],
  }),
  f(2346392, 'pine-nuts-raw', 'Pine nuts, raw', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [tbsp(8.6), oz(28.35)],
  }),
  f(
    2515380,
    'pumpkin-seeds-raw',
    'Pumpkin seeds (pepitas), raw',
    'Nuts and seeds',
    'Pantry',
    'plant',
    { portions: [cup(129), tbsp(8), oz(28.35)] },
  ),
  f(
    2515381,
    'sunflower-seeds-raw',
    'Sunflower seed kernels, raw',
    'Nuts and seeds',
    'Pantry',
    'plant',
    { portions: [cup(140), tbsp(9), oz(28.35)] },
  ),
  f(
    325524,
    'sunflower-seeds-roasted-salted',
    'Sunflower seed kernels, roasted, salted',
    'Nuts and seeds',
    'Pantry',
    'plant',
    { portions: [cup(128), oz(28.35)] },
  ),
  f(2262075, 'flaxseed-ground', 'Flaxseed, ground', 'Nuts and seeds', 'Pantry', 'plant', {
    substances: ['high-fiber-foods'],
    portions: [tbsp(7), cup(112)],
  }),
  f(2262073, 'tahini', 'Tahini (sesame butter)', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['sesame'],
    portions: [tbsp(15)],
  }),
  f(2262074, 'almond-butter', 'Almond butter', 'Nuts and seeds', 'Pantry', 'plant', {
    allergens: ['tree-nuts'],
    portions: [tbsp(16)],
  }),
  // ── Oils and fats ──
  f(330458, 'coconut-oil', 'Coconut oil', 'Oils and fats', 'Pantry', 'plant', {
    substances: ['cooking-oils'],
    portions: [tbsp(13.6), tsp(4.5)],
  }),
  // ── Drinks ──
  f(2003597, 'orange-juice', 'Orange juice, not from concentrate', 'Drinks', 'Drinks', 'plant', {
    substances: ['orange-juice', 'high-potassium-foods'],
    portions: [cup(249), ['fl-oz', 31]],
  }),
  f(
    2003591,
    'orange-juice-from-concentrate',
    'Orange juice, from concentrate',
    'Drinks',
    'Drinks',
    'plant',
    { substances: ['orange-juice', 'high-potassium-foods'], portions: [cup(249), ['fl-oz', 31]] },
  ),
  f(
    2003595,
    'grapefruit-juice',
    'Grapefruit juice, red, not from concentrate',
    'Drinks',
    'Drinks',
    'plant',
    { substances: ['grapefruit-juice'], portions: [cup(247), ['fl-oz', 30.9]] },
  ),
  f(
    325287,
    'grapefruit-juice-white-canned',
    'Grapefruit juice, white, canned or bottled',
    'Drinks',
    'Drinks',
    'plant',
    { substances: ['grapefruit-juice'], portions: [cup(247), ['fl-oz', 30.9]] },
  ),
  f(2003594, 'cranberry-juice', 'Cranberry juice', 'Drinks', 'Drinks', 'plant', {
    substances: ['cranberry-juice'],
    portions: [cup(253), ['fl-oz', 31.6]],
  }),
  f(2003590, 'apple-juice', 'Apple juice', 'Drinks', 'Drinks', 'plant', {
    substances: ['apple-juice'],
    portions: [cup(248), ['fl-oz', 31]],
  }),
  f(2003592, 'grape-juice-purple', 'Grape juice, purple', 'Drinks', 'Drinks', 'plant', {
    substances: ['grapes'],
    portions: [cup(253), ['fl-oz', 31.6]],
  }),
  f(2003596, 'tomato-juice', 'Tomato juice', 'Drinks', 'Drinks', 'plant', {
    substances: ['tomatoes', 'high-potassium-foods'],
    portions: [cup(243), ['fl-oz', 30.4]],
  }),
  f(1999630, 'soy-milk-unsweetened', 'Soy milk, unsweetened', 'Drinks', 'Dairy and eggs', 'plant', {
    allergens: ['soy'],
    substances: ['soy-milk', 'plant-milk', 'tyramine-rich-foods'],
    portions: [cup(243), ['fl-oz', 30.4]],
  }),
  f(2257044, 'soy-milk-sweetened', 'Soy milk, sweetened', 'Drinks', 'Dairy and eggs', 'plant', {
    allergens: ['soy'],
    substances: ['soy-milk', 'plant-milk', 'tyramine-rich-foods'],
    portions: [cup(243), ['fl-oz', 30.4]],
  }),
  f(2257046, 'oat-milk-unsweetened', 'Oat milk, unsweetened', 'Drinks', 'Dairy and eggs', 'plant', {
    allergens: ['gluten'],
    substances: ['plant-milk'],
    portions: [cup(240), ['fl-oz', 30]],
  }),
  f(
    2257045,
    'almond-milk-unsweetened',
    'Almond milk, unsweetened',
    'Drinks',
    'Dairy and eggs',
    'plant',
    { allergens: ['tree-nuts'], substances: ['plant-milk'], portions: [cup(240), ['fl-oz', 30]] },
  ),
  // ── Condiments and sweets ──
  f(746775, 'salt-table', 'Table salt, iodized', 'Herbs and spices', 'Spices', 'plant', {
    substances: ['high-salt-foods'],
    portions: [tsp(6), ['pinch', 0.4]],
    fill: { energy_kcal: 0, protein_g: 0, fat_g: 0, carbs_g: 0 },
    fillSource: {
      title: 'USDA FoodData Central, SR Legacy: Salt, table',
      url: 'https://fdc.nal.usda.gov/food-search?query=salt%20table&type=SR%20Legacy',
    },
  }),
  f(746784, 'sugar-white', 'Sugar, granulated', 'Sweets', 'Pantry', 'plant', {
    substances: ['sugar'],
    portions: [tsp(4.2), tbsp(12.5), cup(200)],
  }),
  f(326698, 'mustard-yellow', 'Yellow mustard, prepared', 'Condiments', 'Pantry', 'plant', {
    allergens: ['mustard'],
    substances: ['condiments'],
    portions: [tsp(5), tbsp(15)],
  }),
  f(746777, 'salsa', 'Salsa, ready to serve', 'Condiments', 'Pantry', 'plant', {
    substances: ['condiments'],
    portions: [tbsp(16), cup(259)],
  }),
  f(747693, 'ketchup', 'Ketchup', 'Condiments', 'Pantry', 'plant', {
    substances: ['condiments'],
    portions: [tbsp(17), ['packet', 10]],
  }),
  f(
    332282,
    'marinara-sauce',
    'Marinara (pasta) sauce, ready to serve',
    'Condiments',
    'Pantry',
    'plant',
    { substances: ['tomatoes'], portions: [cup(250), tbsp(16)] },
  ),
];

/**
 * Figures the Foundation entry lacks, from SR Legacy's entry for the same raw food (cited on the
 * food as a second source). Only a key the Foundation entry lacks is filled; its own figures win.
 * Chiefly vitamin K for the greens (warfarin: the planner keeps vitamin K steady) and vitamin A.
 */
export const SR_LEGACY_FILLS: Record<
  string,
  { sr: string; fill: Partial<Record<NutrientKey, number>> }
> = {
  'spinach-raw': {
    sr: 'Spinach, raw',
    fill: { vitamin_k_ug: 482.9, vitamin_e_mg: 2.03, saturated_fat_g: 0.063, sugars_g: 0.42 },
  },
  'spinach-baby-raw': {
    sr: 'Spinach, raw',
    fill: { vitamin_k_ug: 482.9, vitamin_e_mg: 2.03, saturated_fat_g: 0.063, sugars_g: 0.42 },
  },
  'collard-greens-raw': { sr: 'Collards, raw', fill: { vitamin_k_ug: 437.1, vitamin_a_ug: 251 } },
  'brussels-sprouts-raw': {
    sr: 'Brussels sprouts, raw',
    fill: { vitamin_k_ug: 177, vitamin_a_ug: 38, sugars_g: 2.2, saturated_fat_g: 0.062 },
  },
  'bok-choy-raw': {
    sr: 'Cabbage, chinese (pak-choi), raw',
    fill: { vitamin_k_ug: 45.5, vitamin_a_ug: 223, sugars_g: 1.18 },
  },
  'asparagus-raw': {
    sr: 'Asparagus, raw',
    fill: { vitamin_k_ug: 41.6, vitamin_a_ug: 38, sugars_g: 1.88 },
  },
  'cauliflower-raw': {
    sr: 'Cauliflower, raw',
    fill: {
      vitamin_k_ug: 15.5,
      sugars_g: 1.91,
      saturated_fat_g: 0.13,
      vitamin_a_ug: 0,
      vitamin_e_mg: 0.08,
    },
  },
  'carrots-raw': {
    sr: 'Carrots, raw',
    fill: {
      vitamin_a_ug: 835,
      vitamin_k_ug: 13.2,
      vitamin_c_mg: 5.9,
      sugars_g: 4.74,
      saturated_fat_g: 0.037,
      fiber_g: 2.8,
      vitamin_e_mg: 0.66,
      folate_ug: 19,
    },
  },
  'carrots-baby-raw': {
    sr: 'Carrots, baby, raw',
    fill: { vitamin_a_ug: 690, vitamin_k_ug: 9.4, vitamin_c_mg: 2.6, sugars_g: 4.76 },
  },
  'bell-pepper-red-raw': {
    sr: 'Peppers, sweet, red, raw',
    fill: {
      vitamin_a_ug: 157,
      vitamin_k_ug: 4.9,
      sugars_g: 4.2,
      saturated_fat_g: 0.027,
      vitamin_e_mg: 1.58,
    },
  },
  'bell-pepper-green-raw': {
    sr: 'Peppers, sweet, green, raw',
    fill: {
      vitamin_a_ug: 18,
      vitamin_k_ug: 7.4,
      sugars_g: 2.4,
      saturated_fat_g: 0.058,
      vitamin_e_mg: 0.37,
    },
  },
  'butternut-squash-raw': {
    sr: 'Squash, winter, butternut, raw',
    fill: { vitamin_a_ug: 532, vitamin_k_ug: 1.1, sugars_g: 2.2 },
  },
  'lettuce-romaine-raw': {
    sr: 'Lettuce, cos or romaine, raw',
    fill: {
      vitamin_a_ug: 436,
      vitamin_c_mg: 4,
      sugars_g: 1.19,
      fiber_g: 2.1,
      vitamin_e_mg: 0.13,
      folate_ug: 136,
      saturated_fat_g: 0.039,
    },
  },

  'garlic-raw': {
    sr: 'Garlic, raw',
    fill: {
      sodium_mg: 17,
      potassium_mg: 401,
      calcium_mg: 181,
      iron_mg: 1.7,
      magnesium_mg: 25,
      zinc_mg: 1.16,
      saturated_fat_g: 0.089,
      sugars_g: 1,
      vitamin_a_ug: 0,
      vitamin_e_mg: 0.08,
      vitamin_k_ug: 1.7,
      folate_ug: 3,
    },
  },
  'onion-yellow-raw': {
    sr: 'Onions, raw',
    fill: {
      saturated_fat_g: 0.042,
      vitamin_a_ug: 0,
      vitamin_e_mg: 0.02,
      vitamin_k_ug: 0.4,
      folate_ug: 19,
    },
  },
  'onion-red-raw': {
    sr: 'Onions, raw',
    fill: {
      saturated_fat_g: 0.042,
      vitamin_a_ug: 0,
      vitamin_e_mg: 0.02,
      vitamin_k_ug: 0.4,
      folate_ug: 19,
    },
  },
  'onion-white-raw': {
    sr: 'Onions, raw',
    fill: {
      saturated_fat_g: 0.042,
      vitamin_a_ug: 0,
      vitamin_e_mg: 0.02,
      vitamin_k_ug: 0.4,
      folate_ug: 19,
    },
  },
  'cucumber-raw': {
    sr: 'Cucumber, with peel, raw',
    fill: {
      saturated_fat_g: 0.037,
      fiber_g: 0.5,
      sugars_g: 1.67,
      vitamin_a_ug: 5,
      vitamin_c_mg: 2.8,
      vitamin_e_mg: 0.03,
      vitamin_k_ug: 16.4,
      folate_ug: 7,
    },
  },
  'avocado-raw': {
    sr: 'Avocados, raw, California',
    fill: {
      fiber_g: 6.8,
      sugars_g: 0.3,
      saturated_fat_g: 2.13,
      vitamin_a_ug: 7,
      vitamin_e_mg: 1.97,
      vitamin_k_ug: 21,
    },
  },
  'tomatoes-grape-raw': {
    sr: 'Tomatoes, red, ripe, raw, year round average',
    fill: {
      saturated_fat_g: 0.028,
      fiber_g: 1.2,
      sugars_g: 2.63,
      vitamin_a_ug: 42,
      vitamin_e_mg: 0.54,
      folate_ug: 15,
    },
  },
  'tomato-roma-raw': {
    sr: 'Tomatoes, red, ripe, raw, year round average',
    fill: {
      saturated_fat_g: 0.028,
      fiber_g: 1.2,
      sugars_g: 2.63,
      vitamin_e_mg: 0.54,
      vitamin_k_ug: 7.9,
      folate_ug: 15,
    },
  },
  'salt-table': {
    sr: 'Salt, table',
    fill: {
      saturated_fat_g: 0,
      fiber_g: 0,
      sugars_g: 0,
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      vitamin_e_mg: 0,
      vitamin_k_ug: 0,
      folate_ug: 0,
    },
  },
  'oats-rolled': {
    sr: 'Cereals, oats, regular and quick, not fortified, dry',
    fill: {
      saturated_fat_g: 1.22,
      sugars_g: 0.99,
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      vitamin_e_mg: 0.42,
      vitamin_k_ug: 2,
    },
  },
  'oats-steel-cut': {
    sr: 'Cereals, oats, regular and quick, not fortified, dry',
    fill: {
      saturated_fat_g: 1.22,
      sugars_g: 0.99,
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      vitamin_e_mg: 0.42,
      vitamin_k_ug: 2,
    },
  },
  'banana-raw': { sr: 'Bananas, raw', fill: { saturated_fat_g: 0.11, vitamin_e_mg: 0.1 } },
  'celery-raw': {
    sr: 'Celery, raw',
    fill: {
      vitamin_k_ug: 29.3,
      vitamin_a_ug: 22,
      vitamin_c_mg: 3.1,
      sugars_g: 1.34,
      saturated_fat_g: 0.042,
      vitamin_e_mg: 0.27,
      folate_ug: 36,
      fiber_g: 1.6,
    },
  },
  'egg-whole-raw': {
    sr: 'Egg, whole, raw, fresh',
    fill: { vitamin_c_mg: 0, vitamin_e_mg: 1.05, vitamin_k_ug: 0.3 },
  },
  'egg-white-raw': {
    sr: 'Egg, white, raw, fresh',
    fill: {
      sodium_mg: 166,
      potassium_mg: 163,
      calcium_mg: 7,
      iron_mg: 0.08,
      magnesium_mg: 11,
      zinc_mg: 0.03,
      saturated_fat_g: 0,
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      vitamin_d_ug: 0,
      vitamin_e_mg: 0,
      vitamin_k_ug: 0,
      vitamin_b12_ug: 0.09,
      folate_ug: 4,
    },
  },
  'bread-whole-wheat': {
    sr: 'Bread, whole-wheat, commercially prepared',
    fill: { vitamin_a_ug: 0, vitamin_c_mg: 0, vitamin_k_ug: 7.8 },
  },
  'bread-white': {
    sr: 'Bread, white, commercially prepared',
    fill: { vitamin_a_ug: 0, vitamin_c_mg: 0 },
  },
  'cheese-cheddar': { sr: 'Cheese, cheddar', fill: { vitamin_c_mg: 0, vitamin_d_ug: 0.6 } },
  'cheese-parmesan-grated': { sr: 'Cheese, parmesan, grated', fill: { vitamin_c_mg: 0 } },
  'cheese-mozzarella-part-skim': {
    sr: 'Cheese, mozzarella, part skim milk, low moisture',
    fill: { vitamin_c_mg: 0 },
  },
  'cheese-feta': {
    sr: 'Cheese, feta',
    fill: {
      saturated_fat_g: 14.95,
      vitamin_c_mg: 0,
      vitamin_a_ug: 125,
      vitamin_d_ug: 0.4,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 1.8,
      vitamin_b12_ug: 1.69,
      folate_ug: 32,
    },
  },
  'greek-yogurt-plain-nonfat': {
    sr: 'Yogurt, Greek, plain, nonfat',
    fill: { vitamin_c_mg: 0, folate_ug: 7 },
  },
  'yogurt-plain-whole': {
    sr: 'Yogurt, plain, whole milk',
    fill: {
      vitamin_a_ug: 27,
      vitamin_c_mg: 0.5,
      vitamin_d_ug: 0.1,
      vitamin_e_mg: 0.06,
      vitamin_k_ug: 0.2,
      vitamin_b12_ug: 0.37,
      folate_ug: 7,
    },
  },
  'chicken-breast-raw': {
    sr: 'Chicken, broilers or fryers, breast, meat only, raw',
    fill: { sugars_g: 0, vitamin_a_ug: 9, vitamin_c_mg: 0, vitamin_b12_ug: 0.34, folate_ug: 4 },
  },
  'apple-gala-raw': {
    sr: 'Apples, raw, with skin',
    fill: {
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 2.2,
      folate_ug: 3,
    },
  },
  'apple-fuji-raw': {
    sr: 'Apples, raw, with skin',
    fill: {
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 2.2,
      folate_ug: 3,
    },
  },
  'apple-granny-smith-raw': {
    sr: 'Apples, raw, with skin',
    fill: {
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 2.2,
      folate_ug: 3,
    },
  },
  'apple-honeycrisp-raw': {
    sr: 'Apples, raw, with skin',
    fill: {
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 2.2,
      folate_ug: 3,
    },
  },
  'apple-red-delicious-raw': {
    sr: 'Apples, raw, with skin',
    fill: {
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.18,
      vitamin_k_ug: 2.2,
      folate_ug: 3,
    },
  },
  'peanut-butter': {
    sr: 'Peanut butter, smooth style, without salt',
    fill: { vitamin_a_ug: 0, vitamin_c_mg: 0 },
  },
  'blueberries-raw': {
    sr: 'Blueberries, raw',
    fill: {
      fiber_g: 2.4,
      saturated_fat_g: 0.028,
      vitamin_a_ug: 3,
      vitamin_e_mg: 0.57,
      vitamin_k_ug: 19.3,
      folate_ug: 6,
    },
  },
  'strawberries-raw': {
    sr: 'Strawberries, raw',
    fill: {
      fiber_g: 2,
      saturated_fat_g: 0.015,
      vitamin_a_ug: 1,
      vitamin_e_mg: 0.29,
      vitamin_k_ug: 2.2,
      folate_ug: 24,
    },
  },
  'raspberries-raw': {
    sr: 'Raspberries, raw',
    fill: {
      fiber_g: 6.5,
      saturated_fat_g: 0.019,
      vitamin_a_ug: 2,
      vitamin_e_mg: 0.87,
      vitamin_k_ug: 7.8,
      folate_ug: 21,
    },
  },

  'lentils-dry': {
    sr: 'Lentils, raw',
    fill: {
      saturated_fat_g: 0.154,
      sugars_g: 2.03,
      vitamin_a_ug: 2,
      vitamin_c_mg: 4.5,
      vitamin_e_mg: 0.49,
      vitamin_k_ug: 5,
      folate_ug: 479,
    },
  },
  'almonds-raw': {
    sr: 'Nuts, almonds',
    fill: { sugars_g: 4.35, vitamin_a_ug: 0, vitamin_c_mg: 0, vitamin_e_mg: 25.63, folate_ug: 44 },
  },
  'walnuts-raw': {
    sr: 'Nuts, walnuts, english',
    fill: {
      sugars_g: 2.61,
      vitamin_a_ug: 1,
      vitamin_c_mg: 1.3,
      vitamin_e_mg: 0.7,
      vitamin_k_ug: 2.7,
      folate_ug: 98,
    },
  },
  'rice-white-raw': {
    sr: 'Rice, white, long-grain, regular, raw, unenriched',
    fill: {
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      saturated_fat_g: 0.18,
      sugars_g: 0.12,
      vitamin_e_mg: 0.11,
      vitamin_k_ug: 0.1,
      folate_ug: 8,
    },
  },
  'rice-brown-raw': {
    sr: 'Rice, brown, long-grain, raw',
    fill: {
      vitamin_a_ug: 0,
      vitamin_c_mg: 0,
      saturated_fat_g: 0.54,
      sugars_g: 0.85,
      vitamin_k_ug: 1.9,
      folate_ug: 20,
    },
  },
  'potato-russet-raw': {
    sr: 'Potatoes, flesh and skin, raw',
    fill: { saturated_fat_g: 0.03, vitamin_a_ug: 0, vitamin_e_mg: 0.01 },
  },
  'potato-red-raw': {
    sr: 'Potatoes, flesh and skin, raw',
    fill: { saturated_fat_g: 0.03, vitamin_a_ug: 0, vitamin_e_mg: 0.01 },
  },
  'potato-gold-raw': {
    sr: 'Potatoes, flesh and skin, raw',
    fill: { saturated_fat_g: 0.03, vitamin_a_ug: 0, vitamin_e_mg: 0.01 },
  },
  'milk-2-percent': {
    sr: 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D',
    fill: { vitamin_c_mg: 0.2, vitamin_k_ug: 0.2 },
  },
  'arugula-raw': {
    sr: 'Arugula, raw',
    fill: {
      vitamin_k_ug: 108.6,
      vitamin_a_ug: 119,
      sugars_g: 2.05,
      saturated_fat_g: 0.086,
      vitamin_e_mg: 0.43,
    },
  },
  'zucchini-raw': {
    sr: 'Squash, summer, zucchini, includes skin, raw',
    fill: {
      vitamin_k_ug: 4.3,
      vitamin_a_ug: 10,
      sugars_g: 2.5,
      saturated_fat_g: 0.084,
      vitamin_e_mg: 0.12,
      folate_ug: 24,
    },
  },
  'sweet-potato-raw': {
    sr: 'Sweet potato, raw, unprepared',
    fill: {
      vitamin_a_ug: 709,
      saturated_fat_g: 0.018,
      vitamin_e_mg: 0.26,
      vitamin_k_ug: 1.8,
      folate_ug: 11,
    },
  },
  'green-beans-raw': {
    sr: 'Beans, snap, green, raw',
    fill: { vitamin_a_ug: 35, folate_ug: 33, saturated_fat_g: 0.05, vitamin_e_mg: 0.41 },
  },
  'mushrooms-white-raw': {
    sr: 'Mushrooms, white, raw',
    fill: {
      vitamin_b12_ug: 0.04,
      vitamin_d_ug: 0.2,
      vitamin_a_ug: 0,
      vitamin_c_mg: 2.1,
      vitamin_e_mg: 0.01,
      vitamin_k_ug: 0,
      sugars_g: 1.98,
      saturated_fat_g: 0.05,
      folate_ug: 17,
    },
  },
  'pumpkin-seeds-raw': {
    sr: 'Seeds, pumpkin and squash seed kernels, dried',
    fill: {
      saturated_fat_g: 8.66,
      sugars_g: 1.4,
      vitamin_a_ug: 1,
      vitamin_c_mg: 1.9,
      vitamin_e_mg: 2.18,
      vitamin_k_ug: 7.3,
      folate_ug: 58,
    },
  },
  'chia-seeds': {
    sr: 'Seeds, chia seeds, dried',
    fill: { saturated_fat_g: 3.33, vitamin_c_mg: 1.6, vitamin_e_mg: 0.5 },
  },
};
