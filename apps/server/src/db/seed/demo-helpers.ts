/**
 * Small builders that keep the demo-city data files short and reviewable.
 *
 * Every translatable text is written with the L`` tag: eleven parts separated by `|`, in the order
 *   zh-Hans | zh-Hant | en | ja | ko | ru | ur | ar | fr | de | es
 * (Simplified Chinese first because it is the original text of a Shanghai shop).
 */
import type {
  DemoCategory,
  DemoDish,
  DemoHours,
  DemoOption,
  DemoOptionGroup,
  DemoShop,
  Locale,
  Localized,
  ShopType,
  Taste,
} from './demo-types'

/** The order of the parts inside an L`` text. */
const SOURCE_ORDER = [
  'zh-Hans',
  'zh-Hant',
  'en',
  'ja',
  'ko',
  'ru',
  'ur',
  'ar',
  'fr',
  'de',
  'es',
] as const satisfies readonly Locale[]

/** Builds a Localized from `zh-Hans | zh-Hant | en | ja | ko | ru | ur | ar | fr | de | es`. */
export function L(strings: TemplateStringsArray): Localized {
  const text = strings.raw.length === 1 ? (strings[0] ?? '') : strings.join('')
  const parts = text.split('|').map((part) => part.replace(/\s+/g, ' ').trim())
  if (parts.length !== SOURCE_ORDER.length) {
    throw new Error(`L: expected ${SOURCE_ORDER.length} parts, got ${parts.length}: ${text}`)
  }
  const out: Partial<Localized> = {}
  SOURCE_ORDER.forEach((locale, i) => {
    out[locale] = parts[i] ?? ''
  })
  return out as Localized
}

/** A stable 32-bit FNV-1a hash, used for deterministic pseudo-random figures. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

// ---------------------------------------------------------------- option groups

/** Names of option groups, shared by all shops. */
const GROUP_NAMES = {
  size: L`规格|規格|Size|サイズ|사이즈|Размер|سائز|الحجم|Taille|Größe|Tamaño`,
  cup: L`杯型|杯型|Cup size|カップサイズ|컵 사이즈|Объём|کپ کا سائز|حجم الكوب|Taille du gobelet|Bechergröße|Tamaño del vaso`,
  spice: L`辣度|辣度|Spice level|辛さ|맵기|Острота|مرچ کی مقدار|درجة الحدّة|Niveau de piment|Schärfe|Nivel de picante`,
  sugar: L`甜度|甜度|Sweetness|甘さ|당도|Сладость|مٹھاس|درجة الحلاوة|Sucre|Süße|Dulzor`,
  ice: L`温度|溫度|Ice / temperature|氷・温度|얼음·온도|Лёд / температура|برف / درجۂ حرارت|الثلج / الحرارة|Glace / température|Eis / Temperatur|Hielo / temperatura`,
  extras: L`加料|加料|Extras|トッピング|토핑 추가|Добавки|اضافی اشیاء|إضافات|Suppléments|Zusätze|Adicionales`,
  milk: L`奶类|奶類|Milk|ミルク|우유 선택|Молоко|دودھ|الحليب|Lait|Milch|Leche`,
  doneness: L`熟度|熟度|Doneness|焼き加減|굽기 정도|Прожарка|پکنے کا درجہ|درجة الاستواء|Cuisson|Garstufe|Punto de cocción`,
  noodle: L`面型|麵型|Noodle shape|麺の太さ|면 굵기|Вид лапши|نوڈلز کی قسم|شكل النودلز|Forme des nouilles|Nudelform|Tipo de fideo`,
  broth: L`锅底|鍋底|Broth|スープ|육수|Бульон|شوربہ|المرق|Bouillon|Brühe|Caldo`,
  staple: L`主食|主食|Staple|主食|주식|Гарнир|اہم نشاستہ|النشويات|Féculent|Sättigungsbeilage|Guarnición`,
  sauce: L`酱料|醬料|Sauce|ソース|소스|Соус|چٹنی|الصلصة|Sauce|Soße|Salsa`,
  base: L`底料|底料|Base|ベース|베이스|Основа|بیس|القاعدة|Base|Basis|Base`,
  set: L`套餐|套餐|Make it a meal|セットにする|세트 변경|Сделать комбо|مِیل بنائیں|اجعلها وجبة|Formule|Als Menü|Hazlo menú`,
  flavour: L`口味|口味|Flavour|味|맛|Вкус|ذائقہ|النكهة|Parfum|Geschmack|Sabor`,
  quantity: L`数量|數量|Portion|個数|수량|Количество|تعداد|الكمية|Quantité|Menge|Cantidad`,
  filling: L`馅料|餡料|Filling|具|속재료|Начинка|بھرائی|الحشوة|Garniture|Füllung|Relleno`,
  beans: L`咖啡豆|咖啡豆|Beans|コーヒー豆|원두|Зёрна|کافی کے دانے|البن|Grains|Bohnen|Granos`,
  firmness: L`面的硬度|麵的硬度|Noodle firmness|麺のかたさ|면 익힘 정도|Твёрдость лапши|نوڈلز کی سختی|قوام النودلز|Cuisson des nouilles|Nudelbiss|Punto de los fideos`,
} satisfies Record<string, Localized>

/** Names of options, shared by all shops. */
const OPTION_NAMES = {
  // portion sizes
  small: L`小份|小份|Small|小盛り|스몰|Маленькая порция|چھوٹا|صغير|Petite portion|Kleine Portion|Ración pequeña`,
  regular: L`标准份|標準份|Regular|並盛り|레귤러|Стандартная порция|ریگولر|عادي|Portion normale|Normale Portion|Ración normal`,
  large: L`大份|大份|Large|大盛り|라지|Большая порция|بڑا|كبير|Grande portion|Große Portion|Ración grande`,
  // cup sizes
  medium_cup: L`中杯|中杯|Medium cup|Mサイズ|미디엄 컵|Средний стакан|میڈیم کپ|كوب وسط|Gobelet moyen|Mittlerer Becher|Vaso mediano`,
  large_cup: L`大杯|大杯|Large cup|Lサイズ|라지 컵|Большой стакан|لارج کپ|كوب كبير|Grand gobelet|Großer Becher|Vaso grande`,
  xl_cup: L`超大杯|超大杯|Extra-large cup|LLサイズ|엑스트라 라지 컵|Очень большой стакан|ایکسٹرا لارج کپ|كوب كبير جداً|Très grand gobelet|Extragroßer Becher|Vaso extragrande`,
  // pizza sizes
  inch9: L`9英寸|9英寸|9-inch|9インチ|9인치|9 дюймов|9 انچ|9 إنشات|9 pouces|9 Zoll|9 pulgadas`,
  inch12: L`12英寸|12英寸|12-inch|12インチ|12인치|12 дюймов|12 انچ|12 إنشاً|12 pouces|12 Zoll|12 pulgadas`,
  // spice levels
  not_spicy: L`不辣|不辣|Not spicy|辛くない|안 맵게|Не острое|بغیر مرچ|غير حار|Pas épicé|Nicht scharf|Sin picante`,
  mild: L`微辣|微辣|Mildly spicy|少し辛い|약간 맵게|Слегка острое|ہلکی مرچ|حار قليلاً|Légèrement épicé|Leicht scharf|Poco picante`,
  medium_hot: L`中辣|中辣|Medium hot|中辛|보통 맵게|Средне острое|درمیانی مرچ|حار متوسط|Moyennement épicé|Mittelscharf|Picante medio`,
  extra_hot: L`特辣|特辣|Extra hot|激辛|아주 맵게|Очень острое|بہت تیز مرچ|حار جداً|Très épicé|Sehr scharf|Muy picante`,
  // sweetness
  sugar_full: L`标准糖|標準糖|Regular sugar|普通の甘さ|기본 당도|Обычная сладость|معمول کی مٹھاس|سكر عادي|Sucre normal|Normale Süße|Azúcar normal`,
  sugar_70: L`七分糖|七分糖|70% sugar|甘さ70%|당도 70%|70% сахара|70% چینی|سكر 70%|70 % de sucre|70 % Zucker|70 % de azúcar`,
  sugar_50: L`五分糖|五分糖|50% sugar|甘さ50%|당도 50%|50% сахара|50% چینی|سكر 50%|50 % de sucre|50 % Zucker|50 % de azúcar`,
  sugar_30: L`三分糖|三分糖|30% sugar|甘さ30%|당도 30%|30% сахара|30% چینی|سكر 30%|30 % de sucre|30 % Zucker|30 % de azúcar`,
  sugar_none: L`无糖|無糖|No sugar|甘さなし|무가당|Без сахара|بغیر چینی|بدون سكر|Sans sucre|Ohne Zucker|Sin azúcar`,
  // ice and temperature
  ice_regular: L`正常冰|正常冰|Regular ice|氷普通|얼음 보통|Обычный лёд|معمول کی برف|ثلج عادي|Glace normale|Normales Eis|Hielo normal`,
  ice_less: L`少冰|少冰|Less ice|氷少なめ|얼음 적게|Мало льда|کم برف|ثلج قليل|Peu de glace|Wenig Eis|Poco hielo`,
  ice_none: L`去冰|去冰|No ice|氷なし|얼음 없이|Без льда|بغیر برف|بدون ثلج|Sans glace|Ohne Eis|Sin hielo`,
  warm: L`温热|溫熱|Warm|温かめ|따뜻하게|Тёплый|نیم گرم|دافئ|Tiède|Lauwarm|Tibio`,
  hot: L`热饮|熱飲|Hot|ホット|뜨겁게|Горячий|گرم|ساخن|Chaud|Heiß|Caliente`,
  // milk
  whole_milk: L`全脂牛奶|全脂牛奶|Whole milk|牛乳|일반 우유|Цельное молоко|فل کریم دودھ|حليب كامل الدسم|Lait entier|Vollmilch|Leche entera`,
  oat_milk: L`燕麦奶|燕麥奶|Oat milk|オーツミルク|오트 밀크|Овсяное молоко|جئی کا دودھ|حليب الشوفان|Lait d'avoine|Hafermilch|Leche de avena`,
  skim_milk: L`脱脂牛奶|脫脂牛奶|Skimmed milk|無脂肪乳|무지방 우유|Обезжиренное молоко|بغیر چکنائی دودھ|حليب خالي الدسم|Lait écrémé|Magermilch|Leche desnatada`,
  // doneness
  medium_rare: L`五分熟|五分熟|Medium rare|ミディアムレア|미디엄 레어|Слабая прожарка|میڈیم ریئر|نصف مستوٍ|Saignant|Rosa|Poco hecho`,
  medium_well: L`七分熟|七分熟|Medium well|ミディアムウェル|미디엄 웰|Средняя прожарка|میڈیم ویل|مستوٍ إلى حد كبير|À point|Halb durch|Al punto`,
  well_done: L`全熟|全熟|Well done|ウェルダン|웰던|Полная прожарка|اچھی طرح پکا ہوا|مستوٍ تماماً|Bien cuit|Durchgebraten|Bien hecho`,
  // Lanzhou noodle shapes
  noodle_hair: L`毛细|毛細|Hair-thin|極細麺|아주 가는 면|Тончайшая|بال جیسی باریک|رفيعة جداً|Très fines|Haarfein|Finísimos`,
  noodle_thin: L`二细|二細|Thin round|細麺|가는 면|Тонкая круглая|باریک گول|رفيعة مستديرة|Fines et rondes|Dünn und rund|Finos redondos`,
  noodle_flat: L`韭叶|韭葉|Flat (chive-leaf)|平打ち麺|납작한 면|Плоская|چپٹی|مسطّحة|Plates|Flach|Planos`,
  noodle_wide: L`大宽|大寬|Extra wide|幅広麺|넓은 면|Широкая|چوڑی|عريضة|Très larges|Extra breit|Extra anchos`,
  // hot-pot broths
  broth_mala: L`麻辣红汤|麻辣紅湯|Spicy mala broth|麻辣スープ|마라 홍탕|Острый бульон мала|مسالے دار مالا شوربہ|مرق مالا الحار|Bouillon mala épicé|Scharfe Mala-Brühe|Caldo mala picante`,
  broth_tomato: L`番茄汤|番茄湯|Tomato broth|トマトスープ|토마토 육수|Томатный бульон|ٹماٹر کا شوربہ|مرق الطماطم|Bouillon de tomate|Tomatenbrühe|Caldo de tomate`,
  broth_mushroom: L`菌菇汤|菌菇湯|Mushroom broth|きのこスープ|버섯 육수|Грибной бульон|مشروم کا شوربہ|مرق الفطر|Bouillon de champignons|Pilzbrühe|Caldo de setas`,
  broth_split: L`鸳鸯锅|鴛鴦鍋|Half-and-half pot|二色鍋|반반 냄비|Котёл с двумя бульонами|دو حصوں والا برتن|قدر بمرقين|Marmite à deux bouillons|Geteilter Topf|Olla de dos caldos`,
  // staples
  rice: L`米饭|米飯|Steamed rice|白ご飯|공기밥|Рис на пару|ابلے چاول|أرز أبيض|Riz nature|Gedämpfter Reis|Arroz blanco`,
  brown_rice: L`糙米饭|糙米飯|Brown rice|玄米|현미밥|Бурый рис|براؤن چاول|أرز بني|Riz complet|Vollkornreis|Arroz integral`,
  quinoa: L`藜麦|藜麥|Quinoa|キヌア|퀴노아|Киноа|کینوا|كينوا|Quinoa|Quinoa|Quinoa`,
  greens: L`混合生菜|混合生菜|Mixed greens|ミックスリーフ|믹스 채소|Микс салатов|ملی جلی سبزیاں|خضار ورقية مشكلة|Mesclun|Blattsalat-Mix|Mezcla de hojas verdes`,
  naan: L`原味馕|原味饢|Plain naan|プレーンナン|플레인 난|Простая лепёшка наан|سادہ نان|خبز نان سادة|Naan nature|Naan natur|Naan natural`,
  garlic_naan: L`蒜香馕|蒜香饢|Garlic naan|ガーリックナン|갈릭 난|Наан с чесноком|لہسن والا نان|خبز نان بالثوم|Naan à l'ail|Knoblauch-Naan|Naan de ajo`,
  // extras
  braised_egg: L`卤蛋|滷蛋|Braised egg|煮卵|조림 달걀|Яйцо в соевом маринаде|مصالحہ دار ابلا انڈا|بيضة مطهوة بالصويا|Œuf mariné|Mariniertes Ei|Huevo marinado`,
  fried_egg: L`煎蛋|煎蛋|Fried egg|目玉焼き|달걀 프라이|Яичница|فرائی انڈا|بيضة مقلية|Œuf au plat|Spiegelei|Huevo frito`,
  extra_beef: L`加牛肉|加牛肉|Extra beef|牛肉増量|소고기 추가|Больше говядины|اضافی گائے کا گوشت|لحم بقري إضافي|Bœuf en plus|Extra Rindfleisch|Ternera extra`,
  extra_lamb: L`加羊肉|加羊肉|Extra lamb|羊肉増量|양고기 추가|Больше баранины|اضافی بکرے کا گوشت|لحم ضأن إضافي|Agneau en plus|Extra Lammfleisch|Cordero extra`,
  extra_chicken: L`加鸡肉|加雞肉|Extra chicken|チキン増量|닭고기 추가|Больше курицы|اضافی چکن|دجاج إضافي|Poulet en plus|Extra Hähnchen|Pollo extra`,
  extra_chashu: L`加叉烧（猪肉）|加叉燒（豬肉）|Extra chashu (pork)|チャーシュー追加（豚肉）|차슈 추가 (돼지고기)|Больше чашу (свинина)|اضافی چاشو (سور کا گوشت)|تشاشو إضافي (لحم خنزير)|Chashu en plus (porc)|Extra Chashu (Schwein)|Chashu extra (cerdo)`,
  extra_noodles: L`加面|加麵|Extra noodles|替え玉|면 추가|Больше лапши|اضافی نوڈلز|نودلز إضافية|Nouilles en plus|Extra Nudeln|Fideos extra`,
  extra_cheese: L`加芝士|加芝士|Extra cheese|チーズ追加|치즈 추가|Больше сыра|اضافی پنیر|جبن إضافي|Fromage en plus|Extra Käse|Queso extra`,
  bacon: L`加培根（猪肉）|加培根（豬肉）|Add bacon (pork)|ベーコン追加（豚肉）|베이컨 추가 (돼지고기)|Добавить бекон (свинина)|بیکن شامل کریں (سور کا گوشت)|إضافة لحم مقدد (خنزير)|Bacon en plus (porc)|Extra Speck (Schwein)|Beicon extra (cerdo)`,
  avocado: L`加牛油果|加酪梨|Add avocado|アボカド追加|아보카도 추가|Добавить авокадо|ایووکاڈو شامل کریں|إضافة أفوكادو|Avocat en plus|Extra Avocado|Aguacate extra`,
  mushrooms: L`加蘑菇|加蘑菇|Add mushrooms|きのこ追加|버섯 추가|Добавить грибы|مشروم شامل کریں|إضافة فطر|Champignons en plus|Extra Pilze|Champiñones extra`,
  shrimp: L`加虾仁|加蝦仁|Add shrimp|エビ追加|새우 추가|Добавить креветки|جھینگے شامل کریں|إضافة روبيان|Crevettes en plus|Extra Garnelen|Gambas extra`,
  salmon: L`加三文鱼|加鮭魚|Extra salmon|サーモン増量|연어 추가|Больше лосося|اضافی سالمن|سلمون إضافي|Saumon en plus|Extra Lachs|Salmón extra`,
  tofu: L`加豆腐|加豆腐|Add tofu|豆腐追加|두부 추가|Добавить тофу|ٹوفو شامل کریں|إضافة توفو|Tofu en plus|Extra Tofu|Tofu extra`,
  pearls: L`珍珠|珍珠|Tapioca pearls|タピオカ|타피오카 펄|Шарики тапиоки|ٹیپیوکا موتی|لآلئ التابيوكا|Perles de tapioca|Tapiokaperlen|Perlas de tapioca`,
  coconut_jelly: L`椰果|椰果|Coconut jelly|ナタデココ|코코넛 젤리|Кокосовое желе|ناریل جیلی|جيلي جوز الهند|Gelée de coco|Kokosgelee|Gelatina de coco`,
  pudding: L`布丁|布丁|Egg pudding|プリン|푸딩|Яичный пудинг|انڈے کی پڈنگ|بودينغ البيض|Flan aux œufs|Eierpudding|Flan de huevo`,
  cheese_foam: L`芝士奶盖|芝士奶蓋|Cheese foam|チーズフォーム|치즈폼|Сырная пенка|چیز فوم|رغوة الجبن|Mousse de fromage|Käseschaum|Espuma de queso`,
  espresso_shot: L`加一份浓缩|加一份濃縮|Extra espresso shot|エスプレッソ追加|에스프레소 샷 추가|Дополнительный эспрессо|اضافی ایسپریسو شاٹ|جرعة إسبريسو إضافية|Expresso supplémentaire|Extra Espresso-Shot|Carga extra de espresso`,
  vanilla_syrup: L`香草糖浆|香草糖漿|Vanilla syrup|バニラシロップ|바닐라 시럽|Ванильный сироп|ونیلا سیرپ|شراب الفانيليا|Sirop de vanille|Vanillesirup|Sirope de vainilla`,
  chia: L`加奇亚籽|加奇亞籽|Add chia seeds|チアシード追加|치아씨드 추가|Добавить семена чиа|چیا بیج شامل کریں|إضافة بذور الشيا|Graines de chia en plus|Extra Chiasamen|Semillas de chía extra`,
  protein: L`加乳清蛋白|加乳清蛋白|Add whey protein|プロテイン追加|유청 단백질 추가|Добавить сывороточный белок|وے پروٹین شامل کریں|إضافة بروتين مصل الحليب|Protéine de lactosérum en plus|Extra Molkenprotein|Proteína de suero extra`,
  ginger: L`加姜|加薑|Add ginger|生姜追加|생강 추가|Добавить имбирь|ادرک شامل کریں|إضافة زنجبيل|Gingembre en plus|Extra Ingwer|Jengibre extra`,
  ice_cream: L`加一球冰淇淋|加一球冰淇淋|Add a scoop of ice cream|アイス追加|아이스크림 한 스쿱 추가|Добавить шарик мороженого|آئس کریم کا ایک اسکوپ|إضافة كرة آيس كريم|Boule de glace en plus|Extra Kugel Eis|Bola de helado extra`,
  // sets and sides
  single: L`单点|單點|On its own|単品|단품|Отдельно|صرف یہ|بمفرده|Seul|Einzeln|Solo`,
  meal_fries_cola: L`配薯条和可乐|配薯條和可樂|With fries and cola|ポテトとコーラ付き|감자튀김·콜라 세트|С картофелем фри и колой|فرائز اور کولا کے ساتھ|مع بطاطس مقلية وكولا|Avec frites et cola|Mit Pommes und Cola|Con patatas fritas y cola`,
  meal_rice_soup: L`配米饭和例汤|配米飯和例湯|With rice and soup|ご飯とスープ付き|밥·국 세트|С рисом и супом|چاول اور سوپ کے ساتھ|مع أرز وحساء|Avec riz et soupe|Mit Reis und Suppe|Con arroz y sopa`,
  // sauces
  sauce_garlic: L`蒜香酱|蒜香醬|Garlic sauce|ガーリックソース|마늘 소스|Чесночный соус|لہسن کی چٹنی|صلصة الثوم|Sauce à l'ail|Knoblauchsoße|Salsa de ajo`,
  sauce_chili: L`甜辣酱|甜辣醬|Sweet chili sauce|スイートチリソース|스위트 칠리 소스|Сладкий соус чили|میٹھی مرچ کی چٹنی|صلصة الفلفل الحلوة|Sauce chili douce|Süße Chilisoße|Salsa de chile dulce`,
  sauce_honey_mustard: L`蜂蜜芥末酱|蜂蜜芥末醬|Honey mustard|ハニーマスタード|허니 머스터드|Медово-горчичный соус|شہد اور رائی کی چٹنی|صلصة العسل والخردل|Sauce miel-moutarde|Honig-Senf-Soße|Salsa de miel y mostaza`,
  sauce_sesame: L`芝麻酱|芝麻醬|Sesame dressing|ごまドレッシング|참깨 드레싱|Кунжутная заправка|تل کی ڈریسنگ|صلصة السمسم|Sauce sésame|Sesamdressing|Aderezo de sésamo`,
  sauce_yuzu: L`柚子酱油|柚子醬油|Yuzu soy|柚子ぽん酢|유자 간장|Соус юдзу|یوزو سویا ساس|صويا باليوزو|Soja au yuzu|Yuzu-Sojasoße|Soja con yuzu`,
  // fillings
  filling_shrimp: L`鲜虾|鮮蝦|Shrimp|エビ|새우|Креветки|جھینگا|روبيان|Crevettes|Garnelen|Gambas`,
  filling_beef: L`牛肉|牛肉|Beef|牛肉|소고기|Говядина|گائے کا گوشت|لحم بقري|Bœuf|Rind|Ternera`,
  filling_charsiu: L`叉烧（猪肉）|叉燒（豬肉）|Char siu (pork)|チャーシュー（豚肉）|차슈 (돼지고기)|Чашу (свинина)|چار سیو (سور کا گوشت)|تشار سيو (لحم خنزير)|Porc laqué|Char Siu (Schwein)|Char siu (cerdo)`,
  filling_chicken: L`鸡肉|雞肉|Chicken|鶏肉|닭고기|Курица|چکن|دجاج|Poulet|Hähnchen|Pollo`,
  filling_tofu: L`豆腐|豆腐|Tofu|豆腐|두부|Тофу|ٹوفو|توفو|Tofu|Tofu|Tofu`,
  // flavours
  vanilla: L`香草|香草|Vanilla|バニラ|바닐라|Ваниль|ونیلا|فانيليا|Vanille|Vanille|Vainilla`,
  chocolate: L`巧克力|巧克力|Chocolate|チョコレート|초콜릿|Шоколад|چاکلیٹ|شوكولاتة|Chocolat|Schokolade|Chocolate`,
  strawberry: L`草莓|草莓|Strawberry|いちご|딸기|Клубника|اسٹرابیری|فراولة|Fraise|Erdbeere|Fresa`,
  // noodle firmness
  firm: L`偏硬|偏硬|Firm|かため|꼬들하게|Твёрдая|سخت|متماسكة|Ferme|Bissfest|Firmes`,
  standard: L`标准|標準|Standard|ふつう|보통|Обычная|معمول کے مطابق|عادية|Normale|Normal|Normales`,
  soft: L`偏软|偏軟|Soft|やわらかめ|부드럽게|Мягкая|نرم|طرية|Tendre|Weich|Blandos`,
  sauce_pepper: L`黑胡椒汁|黑胡椒汁|Peppercorn sauce|ペッパーソース|후추 소스|Перечный соус|کالی مرچ کی چٹنی|صلصة الفلفل الأسود|Sauce au poivre|Pfeffersoße|Salsa a la pimienta`,
  sauce_bearnaise: L`伯纳西酱|伯納西醬|Béarnaise sauce|ベアルネーズソース|베아르네즈 소스|Беарнский соус|بیرنیز چٹنی|صلصة البيرنيز|Sauce béarnaise|Sauce Béarnaise|Salsa bearnesa`,
  sauce_tahini: L`中东芝麻酱|中東芝麻醬|Tahini|タヒニ|타히니|Тахини|طحینی|طحينة|Tahini|Tahini|Tahini`,
  // bases and breads
  cauli_rice: L`花椰菜米|花椰菜米|Cauliflower rice|カリフラワーライス|콜리플라워 라이스|Рис из цветной капусты|گوبھی کے چاول|أرز القرنبيط|Riz de chou-fleur|Blumenkohlreis|Arroz de coliflor`,
  pita: L`皮塔饼|皮塔餅|Pita bread|ピタパン|피타 빵|Пита|پیٹا روٹی|خبز عربي|Pain pita|Pitabrot|Pan de pita`,
  // fried-chicken flavours
  fc_original: L`原味|原味|Original|オリジナル|오리지널|Классический|سادہ|الأصلي|Nature|Original|Original`,
  fc_hot: L`香辣|香辣|Hot and spicy|ホット＆スパイシー|핫 앤 스파이시|Острый|تیز مصالحے دار|حار ومتبل|Épicé|Scharf|Picante`,
  fc_honey_garlic: L`蜂蜜蒜香|蜂蜜蒜香|Honey garlic|ハニーガーリック|허니 갈릭|Мёд и чеснок|شہد اور لہسن|العسل والثوم|Miel et ail|Honig-Knoblauch|Miel y ajo`,
  matcha: L`抹茶|抹茶|Matcha|抹茶|말차|Матча|ماچا|ماتشا|Matcha|Matcha|Matcha`,
  // desserts
  red_bean: L`加红豆|加紅豆|Add red beans|小豆追加|팥 추가|Добавить красную фасоль|لال لوبیا شامل کریں|إضافة فاصولياء حمراء|Haricots rouges en plus|Extra rote Bohnen|Judías rojas extra`,
  chilled: L`冰镇|冰鎮|Chilled|冷たい|차갑게|Охлаждённый|ٹھنڈا|مبرد|Frais|Gekühlt|Frío`,
  cake_slice: L`单块|單塊|Single slice|1カット|한 조각|Один кусок|ایک ٹکڑا|شريحة واحدة|Une part|Ein Stück|Una porción`,
  cake_whole6: L`6英寸整个|6英寸整個|Whole 6-inch cake|6インチホール|6인치 홀케이크|Целый торт 15 см|پورا 6 انچ کیک|كعكة كاملة 6 إنشات|Gâteau entier 15 cm|Ganze Torte (15 cm)|Tarta entera de 15 cm`,
  // quantities
  pieces8: L`8块|8塊|8 pieces|8ピース|8조각|8 кусочков|8 ٹکڑے|8 قطع|8 morceaux|8 Stück|8 piezas`,
  pieces12: L`12块|12塊|12 pieces|12ピース|12조각|12 кусочков|12 ٹکڑے|12 قطعة|12 morceaux|12 Stück|12 piezas`,
  pcs6: L`6只|6隻|6 pieces|6個|6개|6 штук|6 عدد|6 قطع|6 pièces|6 Stück|6 piezas`,
  pcs8: L`8只|8隻|8 pieces|8個|8개|8 штук|8 عدد|8 قطع|8 pièces|8 Stück|8 piezas`,
  pcs12: L`12只|12隻|12 pieces|12個|12개|12 штук|12 عدد|12 قطعة|12 pièces|12 Stück|12 piezas`,
  pcs15: L`15只|15隻|15 pieces|15個|15개|15 штук|15 عدد|15 قطعة|15 pièces|15 Stück|15 piezas`,
  pcs20: L`20只|20隻|20 pieces|20個|20개|20 штук|20 عدد|20 قطعة|20 pièces|20 Stück|20 piezas`,
} satisfies Record<string, Localized>

export type OptionName = keyof typeof OPTION_NAMES
export type GroupName = keyof typeof GROUP_NAMES

/** One option; the key defaults to the dictionary name. */
function opt(name: OptionName, priceFen = 0, key: string = name): DemoOption {
  return { key, name: OPTION_NAMES[name], priceFen }
}

/** An option with its own name, for choices that only one dish offers. */
export const o = (key: string, name: Localized, priceFen = 0): DemoOption => ({ key, name, priceFen })

export function group(
  key: string,
  name: GroupName,
  required: boolean,
  multiple: boolean,
  options: DemoOption[],
): DemoOptionGroup {
  return { key, name: GROUP_NAMES[name], required, multiple, options }
}

/** Required single choice; the first option is the default. */
export const pick = (name: GroupName, options: [OptionName, number][], key: string = name): DemoOptionGroup =>
  group(
    key,
    name,
    true,
    false,
    options.map(([o, fen]) => opt(o, fen)),
  )

/** Optional multiple choice, e.g. extra toppings with prices. */
export const extras = (options: [OptionName, number][], key = 'extras'): DemoOptionGroup =>
  group(
    key,
    'extras',
    false,
    true,
    options.map(([o, fen]) => opt(o, fen)),
  )

/** Size with price differences; the first size is the default. */
export const size = (...options: [OptionName, number][]): DemoOptionGroup => pick('size', options)
export const cup = (...options: [OptionName, number][]): DemoOptionGroup => pick('cup', options)

/**
 * Spice level, all free, always mildest to hottest (issue 15: a default moved to the front put the
 * levels out of order); the first, not spicy, is the default.
 */
export function spice(): DemoOptionGroup {
  return pick(
    'spice',
    (['not_spicy', 'mild', 'medium_hot', 'extra_hot'] as const).map((o): [OptionName, number] => [o, 0]),
  )
}

export const sugar = (): DemoOptionGroup =>
  pick('sugar', [
    ['sugar_full', 0],
    ['sugar_70', 0],
    ['sugar_50', 0],
    ['sugar_30', 0],
    ['sugar_none', 0],
  ])

export const ice = (withHot = true): DemoOptionGroup =>
  pick('ice', [
    ['ice_regular', 0],
    ['ice_less', 0],
    ['ice_none', 0],
    ...(withHot
      ? ([
          ['warm', 0],
          ['hot', 0],
        ] as [OptionName, number][])
      : []),
  ])

// ---------------------------------------------------------------- dishes and categories

/** Category names shared by several shops. */
export const CAT = {
  mains: L`主菜|主菜|Mains|メイン料理|메인 요리|Основные блюда|مین کورس|الأطباق الرئيسية|Plats principaux|Hauptgerichte|Platos principales`,
  snacks: L`小吃|小吃|Snacks|軽食|간식|Закуски|ہلکے پھلکے کھانے|وجبات خفيفة|En-cas|Kleinigkeiten|Tentempiés`,
  sides: L`小食配菜|小食配菜|Sides|サイドメニュー|사이드 메뉴|Гарниры и закуски|سائیڈ ڈشز|أطباق جانبية|Accompagnements|Beilagen|Guarniciones`,
  drinks: L`饮品|飲品|Drinks|ドリンク|음료|Напитки|مشروبات|المشروبات|Boissons|Getränke|Bebidas`,
  desserts: L`甜品|甜品|Desserts|デザート|디저트|Десерты|میٹھے|الحلويات|Douceurs|Nachspeisen|Postres`,
  noodles: L`面食|麵食|Noodles|麺類|면 요리|Лапша|نوڈلز|النودلز|Nouilles|Nudeln|Fideos`,
  cold: L`凉菜|涼菜|Cold dishes|冷菜|냉채|Холодные закуски|ٹھنڈے پکوان|أطباق باردة|Entrées froides|Kalte Vorspeisen|Entrantes fríos`,
  staples: L`主食|主食|Rice and staples|ご飯もの|밥·주식|Рис и гарниры|چاول اور روٹی|الأرز والخبز|Riz et féculents|Reis und Beilagen|Arroz y guarniciones`,
  sets: L`套餐|套餐|Set meals|セットメニュー|세트 메뉴|Комплексные обеды|سیٹ میل|وجبات كاملة|Formules|Menüs|Menús`,
  grill: L`烤串|烤串|Skewers|串焼き|꼬치구이|Шашлычки|سیخ کباب|المشاوي على الأسياخ|Brochettes|Spieße|Brochetas`,
} satisfies Record<string, Localized>

export type DishDraft = Omit<DemoDish, 'image'>
export interface CategoryDraft {
  key: string
  name: Localized
  dishes: DishDraft[]
}

export interface DishExtra {
  /** Per-unit packing fee in fen (default 100). */
  pack?: number
  soldOut?: boolean
  sales?: number
  groups?: DemoOptionGroup[]
}

export function dish(
  key: string,
  name: Localized,
  description: Localized,
  priceFen: number,
  extra: DishExtra = {},
): DishDraft {
  return {
    key,
    name,
    description,
    priceFen,
    packingFeeFen: extra.pack ?? 100,
    soldOut: extra.soldOut ?? false,
    monthlySales: extra.sales ?? 20 + (hash(key) % 780),
    optionGroups: extra.groups ?? [],
  }
}

export const category = (key: string, name: Localized, dishes: DishDraft[]): CategoryDraft => ({
  key,
  name,
  dishes,
})

// ---------------------------------------------------------------- addresses

const DISTRICTS = {
  huangpu: L`黄浦区|黃浦區|Huangpu District|黄浦区|황푸구|район Хуанпу|ضلع ہوانگپو|حي هوانغبو|district de Huangpu|Bezirk Huangpu|distrito de Huangpu`,
  jingan: L`静安区|靜安區|Jing'an District|静安区|징안구|район Цзинъань|ضلع جنگ آن|حي جينغآن|district de Jing'an|Bezirk Jing'an|distrito de Jing'an`,
  xuhui: L`徐汇区|徐匯區|Xuhui District|徐匯区|쉬후이구|район Сюйхуэй|ضلع شوہوئی|حي شوهوي|district de Xuhui|Bezirk Xuhui|distrito de Xuhui`,
} satisfies Record<string, Localized>

type District = keyof typeof DISTRICTS

const STREETS = {
  nanjing_e: [
    'huangpu',
    L`南京东路|南京東路|East Nanjing Road|南京東路|난징둥루|Восточная Нанкинская улица|ایسٹ نانجنگ روڈ|شارع نانجينغ الشرقي|rue de Nankin Est|Nanjing-Straße Ost|calle Nanjing Este`,
  ],
  nanjing_w: [
    'jingan',
    L`南京西路|南京西路|West Nanjing Road|南京西路|난징시루|Западная Нанкинская улица|ویسٹ نانجنگ روڈ|شارع نانجينغ الغربي|rue de Nankin Ouest|Nanjing-Straße West|calle Nanjing Oeste`,
  ],
  yunnan_s: [
    'huangpu',
    L`云南南路|雲南南路|South Yunnan Road|雲南南路|윈난난루|Южная Юньнаньская улица|ساؤتھ یوننان روڈ|شارع يوننان الجنوبي|rue du Yunnan Sud|Yunnan-Straße Süd|calle Yunnan Sur`,
  ],
  huanghe: [
    'huangpu',
    L`黄河路|黃河路|Huanghe Road|黄河路|황허루|улица Хуанхэ|ہوانگہے روڈ|شارع هوانغخه|rue Huanghe|Huanghe-Straße|calle Huanghe`,
  ],
  fuzhou: [
    'huangpu',
    L`福州路|福州路|Fuzhou Road|福州路|푸저우루|улица Фучжоу|فوژو روڈ|شارع فوتشو|rue de Fuzhou|Fuzhou-Straße|calle Fuzhou`,
  ],
  xizang_m: [
    'huangpu',
    L`西藏中路|西藏中路|Middle Xizang Road|西蔵中路|시짱중루|улица Сицзан-Чжунлу|مڈل شیزانگ روڈ|شارع شيتسانغ الأوسط|rue du Xizang Centre|Xizang-Straße Mitte|calle Xizang Central`,
  ],
  huaihai_m: [
    'huangpu',
    L`淮海中路|淮海中路|Middle Huaihai Road|淮海中路|화이하이중루|улица Хуайхай-Чжунлу|مڈل ہوائی ہائی روڈ|شارع هوايهاي الأوسط|avenue Huaihai Centre|Huaihai-Straße Mitte|avenida Huaihai Central`,
  ],
  wujiang: [
    'jingan',
    L`吴江路|吳江路|Wujiang Road|呉江路|우장루|улица Уцзян|ووجیانگ روڈ|شارع ووجيانغ|rue Wujiang|Wujiang-Straße|calle Wujiang`,
  ],
  jinxian: [
    'huangpu',
    L`进贤路|進賢路|Jinxian Road|進賢路|진셴루|улица Цзиньсянь|جنشیان روڈ|شارع جينشيان|rue Jinxian|Jinxian-Straße|calle Jinxian`,
  ],
  madang: [
    'huangpu',
    L`马当路|馬當路|Madang Road|馬当路|마당루|улица Мадан|ماڈانگ روڈ|شارع مادانغ|rue Madang|Madang-Straße|calle Madang`,
  ],
  yongkang: [
    'xuhui',
    L`永康路|永康路|Yongkang Road|永康路|융캉루|улица Юнкан|یونگ کانگ روڈ|شارع يونغكانغ|rue Yongkang|Yongkang-Straße|calle Yongkang`,
  ],
  hengshan: [
    'xuhui',
    L`衡山路|衡山路|Hengshan Road|衡山路|헝산루|улица Хэншань|ہینگشان روڈ|شارع هنغشان|rue Hengshan|Hengshan-Straße|calle Hengshan`,
  ],
  wukang: [
    'xuhui',
    L`武康路|武康路|Wukang Road|武康路|우캉루|улица Укан|ووکانگ روڈ|شارع ووكانغ|rue Wukang|Wukang-Straße|calle Wukang`,
  ],
  yuyuan: [
    'jingan',
    L`愚园路|愚園路|Yuyuan Road|愚園路|위위안루|улица Юйюань|یویوان روڈ|شارع يويوان|rue Yuyuan|Yuyuan-Straße|calle Yuyuan`,
  ],
  changping: [
    'jingan',
    L`昌平路|昌平路|Changping Road|昌平路|창핑루|улица Чанпин|چانگ پنگ روڈ|شارع تشانغبينغ|rue Changping|Changping-Straße|calle Changping`,
  ],
  jiangning: [
    'jingan',
    L`江宁路|江寧路|Jiangning Road|江寧路|장닝루|улица Цзяннин|جیانگ ننگ روڈ|شارع جيانغنينغ|rue Jiangning|Jiangning-Straße|calle Jiangning`,
  ],
  beijing_w: [
    'jingan',
    L`北京西路|北京西路|West Beijing Road|北京西路|베이징시루|Западная Пекинская улица|ویسٹ بیجنگ روڈ|شارع بكين الغربي|rue de Pékin Ouest|Peking-Straße West|calle Pekín Oeste`,
  ],
  fangbang_m: [
    'huangpu',
    L`方浜中路|方浜中路|Middle Fangbang Road|方浜中路|팡방중루|улица Фанбан-Чжунлу|مڈل فانگ بانگ روڈ|شارع فانغبانغ الأوسط|rue Fangbang Centre|Fangbang-Straße Mitte|calle Fangbang Central`,
  ],
  nanchang: [
    'huangpu',
    L`南昌路|南昌路|Nanchang Road|南昌路|난창루|улица Наньчан|نانچانگ روڈ|شارع نانتشانغ|rue de Nanchang|Nanchang-Straße|calle Nanchang`,
  ],
  shaanxi_n: [
    'jingan',
    L`陕西北路|陝西北路|North Shaanxi Road|陝西北路|산시베이루|улица Шэньси-Бэйлу|نارتھ شانشی روڈ|شارع شنشي الشمالي|rue du Shaanxi Nord|Shaanxi-Straße Nord|calle Shaanxi Norte`,
  ],
  yanan_e: [
    'huangpu',
    L`延安东路|延安東路|East Yan'an Road|延安東路|옌안둥루|улица Яньань-Дунлу|ایسٹ یان آن روڈ|شارع يانآن الشرقي|rue de Yan'an Est|Yan'an-Straße Ost|calle Yan'an Este`,
  ],
  fuxing_m: [
    'xuhui',
    L`复兴中路|復興中路|Middle Fuxing Road|復興中路|푸싱중루|улица Фусин-Чжунлу|مڈل فوشنگ روڈ|شارع فوشينغ الأوسط|rue Fuxing Centre|Fuxing-Straße Mitte|calle Fuxing Central`,
  ],
  longteng: [
    'xuhui',
    L`龙腾大道|龍騰大道|Longteng Avenue|龍騰大道|룽텅대로|проспект Лунтэн|لونگ تینگ ایونیو|جادة لونغتنغ|avenue Longteng|Longteng-Allee|avenida Longteng`,
  ],
  wenshui: [
    'jingan',
    L`汶水路|汶水路|Wenshui Road|汶水路|원수이루|улица Вэньшуй|وین شوئی روڈ|شارع ونشوي|rue Wenshui|Wenshui-Straße|calle Wenshui`,
  ],
  sichuan_m: [
    'huangpu',
    L`四川中路|四川中路|Middle Sichuan Road|四川中路|쓰촨중루|улица Сычуань-Чжунлу|مڈل سیچوان روڈ|شارع سيتشوان الأوسط|rue du Sichuan Centre|Sichuan-Straße Mitte|calle Sichuan Central`,
  ],
} satisfies Record<string, [District, Localized]>

export type Street = keyof typeof STREETS

/** A street address in every locale; zh-Hans is the form couriers read. */
export function address(street: Street, no: string): Localized {
  const [districtKey, s] = STREETS[street]
  const d = DISTRICTS[districtKey]
  return {
    'zh-Hans': `上海市${d['zh-Hans']}${s['zh-Hans']}${no}号`,
    'zh-Hant': `上海市${d['zh-Hant']}${s['zh-Hant']}${no}號`,
    en: `${no} ${s.en}, ${d.en}, Shanghai`,
    ja: `上海市${d.ja}${s.ja}${no}号`,
    ko: `상하이시 ${d.ko} ${s.ko} ${no}호`,
    ru: `Шанхай, ${d.ru}, ${s.ru}, д. ${no}`,
    ur: `${no} ${s.ur}، ${d.ur}، شنگھائی`,
    ar: `${no} ${s.ar}، ${d.ar}، شنغهاي`,
    fr: `${no} ${s.fr}, ${d.fr}, Shanghai`,
    de: `${s.de} ${no}, ${d.de}, Shanghai`,
    es: `${s.es} ${no}, ${d.es}, Shanghái`,
  }
}

// ---------------------------------------------------------------- shops

export const fixed = (...spans: [string, string][]): DemoHours => ({
  kind: 'fixed',
  spans: spans.map(([open, close]) => ({ open, close })),
})

export interface ShopDraft {
  key: string
  name: Localized
  type: ShopType
  cuisine: string
  tastes: Taste[]
  address: Localized
  lng: number
  lat: number
  phone: string
  hours: DemoHours
  operating?: boolean
  supportsDelivery?: boolean
  supportsPickup?: boolean
  minimumOrderFen: number
  baseDeliveryFeeFen?: number
  perKmFeeFen?: number
  deliveryRangeMeters?: number
  deliverySubsidyFen?: number
  fullReductionTiers: [number, number][]
  rating: number
  monthlySales: number
  categories: CategoryDraft[]
}

/** Fills in defaults (product rules section 3: base fee 500 fen, 100 fen per km, 5 km range) and image names. */
export function shop(d: ShopDraft): DemoShop {
  return {
    key: d.key,
    name: d.name,
    type: d.type,
    cuisine: d.cuisine,
    tastes: d.tastes,
    address: d.address,
    lng: d.lng,
    lat: d.lat,
    phone: d.phone,
    hours: d.hours,
    operating: d.operating ?? true,
    supportsDelivery: d.supportsDelivery ?? true,
    supportsPickup: d.supportsPickup ?? true,
    minimumOrderFen: d.minimumOrderFen,
    baseDeliveryFeeFen: d.baseDeliveryFeeFen ?? 500,
    perKmFeeFen: d.perKmFeeFen ?? 100,
    deliveryRangeMeters: d.deliveryRangeMeters ?? 5000,
    deliverySubsidyFen: d.deliverySubsidyFen ?? 0,
    fullReductionTiers: d.fullReductionTiers.map(([thresholdFen, reductionFen]) => ({
      thresholdFen,
      reductionFen,
    })),
    rating: d.rating,
    monthlySales: d.monthlySales,
    image: `shop-${d.key}.webp`,
    categories: d.categories.map(
      (c): DemoCategory => ({
        key: c.key,
        name: c.name,
        dishes: c.dishes.map((x): DemoDish => ({ ...x, image: `dish-${d.key}-${x.key}.webp` })),
      }),
    ),
  }
}
