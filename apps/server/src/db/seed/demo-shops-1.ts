/**
 * Demo shops, part 1: Chinese regional and Japanese kitchens near People's Square.
 * Text order inside L``: zh-Hans | zh-Hant | en | ja | ko | ru | ur | ar | fr | de | es
 */

import {
  address,
  CAT,
  category,
  dish,
  extras,
  fixed,
  ice,
  L,
  pick,
  shop,
  size,
  spice,
  sugar,
} from './demo-helpers'
import type { DemoShop } from './demo-types'

const laoSichuan = shop({
  key: 'lao-sichuan',
  name: L`老蜀川川菜馆|老蜀川川菜館|Lao Shuchuan Sichuan Kitchen|老蜀川 四川料理|라오수촨 쓰촨 요리|Сычуаньская кухня «Лао Шучуань»|لاؤ شوچوان سیچوان کچن|مطبخ لاو شوتشوان السيتشواني|Lao Shuchuan, cuisine du Sichuan|Lao Shuchuan – Sichuan-Küche|Lao Shuchuan, cocina de Sichuan`,
  type: 'asian',
  cuisine: 'sichuan',
  tastes: ['spicy', 'savory'],
  address: address('yunnan_s', '128'),
  lng: 121.4766,
  lat: 31.2288,
  phone: '021-63281177',
  hours: fixed(['11:00', '14:00'], ['17:00', '21:30']),
  minimumOrderFen: 2000,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [3000, 500],
    [6000, 1200],
  ],
  rating: 47,
  monthlySales: 1860,
  categories: [
    category(
      'hot-dishes',
      L`热菜|熱菜|Hot dishes|温菜|더운 요리|Горячие блюда|گرم پکوان|أطباق ساخنة|Plats chauds|Warme Gerichte|Platos calientes`,
      [
        dish(
          'mapo-tofu',
          L`麻婆豆腐|麻婆豆腐|Mapo tofu|麻婆豆腐|마파두부|Тофу мапо|ماپو ٹوفو|توفو مابو|Tofu mapo|Mapo-Tofu|Tofu mapo`,
          L`嫩豆腐配牛肉末和豆瓣酱，麻辣。|嫩豆腐配牛肉末和豆瓣醬，麻辣。|Silken tofu with minced beef in chili-bean sauce; numbing and spicy.|柔らかい豆腐と牛ひき肉の豆板醤煮込み。痺れる辛さ。|부드러운 두부와 다진 소고기를 두반장에 조린 얼얼하고 매운 요리.|Нежный тофу с говяжьим фаршем в остром бобовом соусе.|نرم ٹوفو اور گائے کا قیمہ مرچ والی چٹنی میں؛ تیز اور سن کر دینے والا۔|توفو طري مع لحم بقري مفروم بصلصة الفول الحارة؛ لاذع وحار.|Tofu soyeux et bœuf haché, sauce piment-haricot ; épicé.|Seidentofu mit Rinderhack in Chili-Bohnen-Soße; scharf.|Tofu sedoso con ternera picada en salsa picante de judías.`,
          3800,
          { sales: 932, groups: [spice()] },
        ),
        dish(
          'kung-pao-chicken',
          L`宫保鸡丁|宮保雞丁|Kung pao chicken|宮保鶏丁|궁바오지딩|Курица гунбао|کنگ پاؤ چکن|دجاج كونغ باو|Poulet kung pao|Kung-Pao-Hähnchen|Pollo kung pao`,
          L`鸡丁配花生和干辣椒爆炒，微辣，含坚果。|雞丁配花生和乾辣椒爆炒，微辣，含堅果。|Diced chicken wok-fried with peanuts and dried chilli; contains nuts.|鶏肉をピーナッツと唐辛子で炒めた料理。ナッツ入り。|땅콩과 건고추를 넣고 볶은 닭고기. 견과류 포함.|Курица, обжаренная с арахисом и сушёным чили; содержит орехи.|مونگ پھلی اور سوکھی مرچ کے ساتھ بھنا ہوا چکن؛ میوہ جات شامل۔|دجاج مقطع مقلي مع الفول السوداني والفلفل المجفف؛ يحتوي مكسرات.|Poulet sauté aux cacahuètes et piments secs ; contient des fruits à coque.|Hähnchenwürfel mit Erdnüssen und Trockenchili; enthält Nüsse.|Pollo salteado con cacahuetes y guindilla seca; contiene frutos secos.`,
          4800,
          { sales: 684, groups: [spice()] },
        ),
        dish(
          'boiled-fish',
          L`水煮鱼|水煮魚|Sichuan boiled fish|水煮魚|수이주위 (매운 생선찜)|Рыба в остром масле по-сычуаньски|سیچوان ابلی مچھلی|سمك مسلوق على طريقة سيتشوان|Poisson bouilli du Sichuan|Sichuan-Fisch in Chiliöl|Pescado hervido de Sichuan`,
          L`鱼片配豆芽浸在红油中，很辣。|魚片配豆芽浸在紅油中，很辣。|Fish fillets and bean sprouts in fiery chili oil; very spicy.|魚の切り身ともやしを真っ赤なラー油で煮込んだ激辛料理。|숙주와 생선살을 고추기름에 끓인 아주 매운 요리.|Филе рыбы и ростки фасоли в жгучем масле чили; очень остро.|مچھلی کے ٹکڑے اور بین اسپراؤٹس تیز مرچ کے تیل میں؛ بہت تیکھا۔|شرائح سمك وبراعم فول في زيت الفلفل الحار؛ حار جداً.|Filets de poisson et pousses de soja dans l'huile pimentée ; très épicé.|Fischfilet und Sojasprossen in feurigem Chiliöl; sehr scharf.|Filetes de pescado y brotes de soja en aceite de chile; muy picante.`,
          8800,
          {
            pack: 300,
            sales: 415,
            groups: [size(['regular', 0], ['large', 3000]), spice()],
          },
        ),
        dish(
          'twice-cooked-pork',
          L`回锅肉|回鍋肉|Twice-cooked pork|回鍋肉|회과육|Дважды приготовленная свинина|دو بار پکا ہوا سور کا گوشت|لحم خنزير مطبوخ مرتين|Porc deux fois cuit|Zweimal gegartes Schweinefleisch|Cerdo cocinado dos veces`,
          L`五花肉与蒜苗、豆瓣酱同炒，含猪肉，中辣。|五花肉與蒜苗、豆瓣醬同炒，含豬肉，中辣。|Pork belly stir-fried with leeks and chili-bean paste; contains pork.|豚バラ肉とニンニクの芽を豆板醤で炒めたもの。豚肉入り。|삼겹살을 마늘종, 두반장과 볶은 요리. 돼지고기 포함.|Свиная грудинка с пореем и бобовой пастой чили; содержит свинину.|سور کا گوشت لہسن کے پتوں اور مرچ پیسٹ کے ساتھ؛ سور کا گوشت شامل۔|لحم بطن الخنزير مقلي مع الكراث ومعجون الفول الحار؛ يحتوي خنزير.|Poitrine de porc sautée aux poireaux et pâte de piment ; contient du porc.|Schweinebauch mit Lauch und Chili-Bohnenpaste; enthält Schwein.|Panceta salteada con puerro y pasta de chile; contiene cerdo.`,
          5200,
          { soldOut: true, sales: 377 },
        ),
        dish(
          'dry-fried-beans',
          L`干煸四季豆|乾煸四季豆|Dry-fried green beans|インゲンの四川風炒め|깍지콩 볶음|Жареная стручковая фасоль|خشک تلی ہوئی سبز پھلیاں|فاصولياء خضراء مقلية جافة|Haricots verts sautés à sec|Trocken gebratene grüne Bohnen|Judías verdes salteadas en seco`,
          L`四季豆煸炒至起皱，配少量猪肉末，微辣。|四季豆煸炒至起皺，配少量豬肉末，微辣。|Blistered green beans with a little minced pork; mildly spicy.|インゲンを焦がし炒め、少量の豚ひき肉入り。ピリ辛。|쭈글하게 볶은 깍지콩에 다진 돼지고기 약간, 약간 매움.|Обжаренная фасоль с небольшим количеством свиного фарша; слегка остро.|سبز پھلیاں تھوڑے سے سور کے قیمے کے ساتھ؛ ہلکی مرچ۔|فاصولياء مقلية مع قليل من لحم الخنزير المفروم؛ حارة قليلاً.|Haricots verts saisis avec un peu de porc haché ; légèrement épicé.|Grüne Bohnen mit etwas Schweinehack; leicht scharf.|Judías verdes con un poco de cerdo picado; algo picantes.`,
          3200,
          { soldOut: true, sales: 298 },
        ),
      ],
    ),
    category('cold', CAT.cold, [
      dish(
        'mouthwatering-chicken',
        L`口水鸡|口水雞|Mouthwatering chicken|よだれ鶏|입에 침이 고이는 닭|Курица «слюнки текут»|منہ میں پانی لانے والا چکن|دجاج يسيل له اللعاب|Poulet « eau à la bouche »|Sabberhuhn (kalt, scharf)|Pollo «se me hace la boca agua»`,
        L`冷食白切鸡淋红油、花椒和芝麻，较辣。|冷食白切雞淋紅油、花椒和芝麻，較辣。|Cold poached chicken with chili oil, Sichuan pepper and sesame.|冷製の茹で鶏にラー油、花椒、ごまをかけたもの。|차갑게 삶은 닭에 고추기름·산초·참깨를 뿌린 요리.|Холодная отварная курица с маслом чили, сычуаньским перцем и кунжутом.|ٹھنڈا ابلا چکن، مرچ کا تیل، سیچوان کالی مرچ اور تل کے ساتھ۔|دجاج مسلوق بارد مع زيت الفلفل وفلفل سيتشوان والسمسم.|Poulet poché froid, huile pimentée, poivre du Sichuan et sésame.|Kaltes pochiertes Huhn mit Chiliöl, Szechuanpfeffer und Sesam.|Pollo frío escalfado con aceite de chile, pimienta de Sichuan y sésamo.`,
        4200,
        { sales: 356 },
      ),
    ]),
    category('staples', CAT.staples, [
      dish(
        'dan-dan-noodles',
        L`担担面|擔擔麵|Dan dan noodles|担々麺|탄탄면|Лапша дань-дань|ڈان ڈان نوڈلز|نودلز دان دان|Nouilles dan dan|Dan-Dan-Nudeln|Fideos dan dan`,
        L`面条拌芝麻辣酱和猪肉末，含花生。|麵條拌芝麻辣醬和豬肉末，含花生。|Noodles in spicy sesame sauce with minced pork; contains peanuts.|ごまと辣油のたれに豚ひき肉をのせた麺。ピーナッツ入り。|매콤한 참깨 소스와 다진 돼지고기를 올린 국수. 땅콩 포함.|Лапша в остром кунжутном соусе со свиным фаршем; есть арахис.|تل کی تیکھی چٹنی اور سور کے قیمے کے ساتھ نوڈلز؛ مونگ پھلی شامل۔|نودلز بصلصة السمسم الحارة ولحم خنزير مفروم؛ تحتوي فول سوداني.|Nouilles sauce sésame pimentée et porc haché ; contient des arachides.|Nudeln in scharfer Sesamsoße mit Schweinehack; enthält Erdnüsse.|Fideos en salsa picante de sésamo con cerdo picado; llevan cacahuete.`,
        2200,
        {
          sales: 721,
          groups: [
            spice(),
            extras([
              ['braised_egg', 300],
              ['extra_noodles', 500],
            ]),
          ],
        },
      ),
      dish(
        'steamed-rice',
        L`米饭|米飯|Steamed rice|白ご飯|공기밥|Рис на пару|ابلے ہوئے چاول|أرز أبيض مطهو|Riz blanc|Gedämpfter Reis|Arroz blanco`,
        L`一碗白米饭。|一碗白米飯。|A bowl of plain steamed white rice.|白ご飯一杯。|흰쌀밥 한 공기.|Порция белого риса на пару.|سادہ سفید ابلے چاولوں کا ایک پیالہ۔|طبق من الأرز الأبيض المطهو على البخار.|Un bol de riz blanc nature.|Eine Schale gedämpfter weißer Reis.|Un cuenco de arroz blanco al vapor.`,
        300,
        { pack: 0, sales: 1290 },
      ),
    ]),
  ],
})

const maLanzhou = shop({
  key: 'ma-lanzhou-noodles',
  name: L`马记兰州牛肉面|馬記蘭州牛肉麵|Ma's Lanzhou Beef Noodles|馬記 蘭州牛肉麺|마씨네 란저우 우육면|Ланьчжоуская говяжья лапша «Ма»|ما کی لانژو بیف نوڈلز|نودلز اللحم البقري اللانتشووية «ما»|Nouilles au bœuf de Lanzhou chez Ma|Mas Lanzhou-Rindfleischnudeln|Fideos de ternera de Lanzhou Ma`,
  type: 'halal',
  cuisine: 'lanzhou',
  tastes: ['savory', 'light'],
  address: address('fuzhou', '566'),
  lng: 121.4795,
  lat: 31.2362,
  phone: '021-63507712',
  hours: fixed(['07:00', '21:00']),
  minimumOrderFen: 1500,
  fullReductionTiers: [[2500, 300]],
  rating: 46,
  monthlySales: 3120,
  categories: [
    category('noodles', CAT.noodles, [
      dish(
        'beef-noodle-soup',
        L`兰州牛肉拉面|蘭州牛肉拉麵|Lanzhou beef noodle soup|蘭州牛肉ラーメン|란저우 우육면|Ланьчжоуская лапша с говядиной|لانژو بیف نوڈل سوپ|حساء نودلز اللحم البقري اللانتشووي|Soupe de nouilles au bœuf de Lanzhou|Lanzhou-Rindfleischnudelsuppe|Sopa de fideos con ternera de Lanzhou`,
        L`手拉面配清澈牛骨汤、牛肉片、萝卜和辣椒油。|手拉麵配清澈牛骨湯、牛肉片、蘿蔔和辣椒油。|Hand-pulled noodles in clear beef broth with beef, radish and chili oil.|手延べ麺に澄んだ牛骨スープ、牛肉、大根、ラー油。|맑은 소고기 육수에 수타면, 소고기, 무, 고추기름.|Тянутая лапша в прозрачном говяжьем бульоне с редькой и маслом чили.|صاف بیف شوربے میں ہاتھ سے کھینچے نوڈلز، گوشت، مولی اور مرچ کا تیل۔|نودلز مسحوبة يدوياً في مرق بقري صافٍ مع لحم وفجل وزيت حار.|Nouilles étirées main, bouillon de bœuf clair, radis et huile pimentée.|Handgezogene Nudeln in klarer Rinderbrühe mit Rettich und Chiliöl.|Fideos estirados a mano en caldo claro de ternera, rábano y aceite picante.`,
        2200,
        {
          pack: 150,
          sales: 2410,
          groups: [
            pick('noodle', [
              ['noodle_thin', 0],
              ['noodle_hair', 0],
              ['noodle_flat', 0],
              ['noodle_wide', 0],
            ]),
            spice(),
            extras([
              ['extra_beef', 800],
              ['braised_egg', 300],
            ]),
          ],
        },
      ),
      dish(
        'beef-noodle-squares',
        L`牛肉炒面片|牛肉炒麵片|Stir-fried noodle squares with beef|牛肉入り麺片炒め|소고기 면편 볶음|Жареные кусочки лапши с говядиной|گائے کے گوشت کے ساتھ تلے نوڈل ٹکڑے|قطع نودلز مقلية باللحم البقري|Carrés de pâtes sautés au bœuf|Gebratene Nudelstücke mit Rind|Trozos de fideo salteados con ternera`,
        L`手揪面片与牛肉、青椒、番茄同炒，微辣。|手揪麵片與牛肉、青椒、番茄同炒，微辣。|Hand-torn noodle pieces wok-fried with beef, peppers and tomato.|手でちぎった麺を牛肉、ピーマン、トマトと炒めたもの。|손으로 뜯은 면을 소고기, 피망, 토마토와 볶은 요리.|Рваная лапша, обжаренная с говядиной, перцем и томатом.|ہاتھ سے توڑے نوڈلز، گائے کا گوشت، شملہ مرچ اور ٹماٹر کے ساتھ تلے ہوئے۔|قطع نودلز ممزقة يدوياً مقلية مع لحم بقري وفلفل وطماطم.|Pâtes déchirées à la main sautées au bœuf, poivron et tomate.|Handgezupfte Nudeln mit Rind, Paprika und Tomate gebraten.|Pasta cortada a mano salteada con ternera, pimiento y tomate.`,
        2600,
        { sales: 860, groups: [spice()] },
      ),
    ]),
    category('sides', CAT.sides, [
      dish(
        'braised-beef-platter',
        L`卤牛肉拼盘|滷牛肉拼盤|Spiced braised beef platter|牛すね肉の五香煮|소고기 오향장육|Тушёная говядина в специях|مصالحے دار بریزڈ بیف پلیٹر|طبق لحم بقري مطهو بالتوابل|Assiette de bœuf braisé aux épices|Geschmortes Gewürzrindfleisch|Plato de ternera estofada con especias`,
        L`五香卤制牛腱切片，冷吃，不辣。|五香滷製牛腱切片，冷吃，不辣。|Sliced beef shank braised in five-spice, served cold; not spicy.|五香粉で煮込んだ牛すね肉の薄切り。冷製、辛くない。|오향으로 조린 소 사태 슬라이스, 차갑게, 맵지 않음.|Ломтики говяжьей голяшки в пяти специях, холодные; не остро.|پانچ مصالحوں میں پکی گائے کی پنڈلی کے ٹکڑے، ٹھنڈے؛ تیکھا نہیں۔|شرائح ساق بقري مطهوة بخمس توابل، تُقدَّم باردة؛ غير حارة.|Jarret de bœuf braisé aux cinq épices, servi froid ; non épicé.|Rinderhaxe in Fünf-Gewürze-Sud, kalt serviert; nicht scharf.|Morcillo de ternera a las cinco especias, frío; no pica.`,
        3200,
        {
          sales: 540,
          groups: [size(['small', 0], ['large', 1800])],
        },
      ),
      dish(
        'lamb-skewers',
        L`羊肉串（5串）|羊肉串（5串）|Lamb skewers (5)|羊肉串（5本）|양꼬치 (5개)|Шашлычки из баранины (5 шт.)|بکرے کے گوشت کے سیخ (5)|أسياخ لحم ضأن (5)|Brochettes d'agneau (5)|Lammspieße (5 Stück)|Brochetas de cordero (5)`,
        L`炭烤羊肉串，撒孜然和辣椒粉。|炭烤羊肉串，撒孜然和辣椒粉。|Charcoal-grilled lamb with cumin and chili powder.|炭火焼きの羊肉にクミンと唐辛子をまぶしたもの。|숯불에 구운 양고기에 쯔란과 고춧가루.|Баранина на углях с зирой и молотым чили.|کوئلے پر بھنا بکرے کا گوشت، زیرہ اور پسی مرچ کے ساتھ۔|لحم ضأن مشوي على الفحم مع الكمون ومسحوق الفلفل.|Agneau grillé au charbon, cumin et piment en poudre.|Über Holzkohle gegrilltes Lamm mit Kreuzkümmel und Chili.|Cordero a la brasa con comino y chile en polvo.`,
        3000,
        { sales: 610, groups: [spice()] },
      ),
      dish(
        'smashed-cucumber',
        L`拍黄瓜|拍黃瓜|Smashed cucumber salad|たたききゅうり|오이무침|Салат из битых огурцов|کچلے کھیرے کا سلاد|سلطة خيار مهروس|Salade de concombre écrasé|Gurkensalat mit Knoblauch|Ensalada de pepino machacado`,
        L`拍碎的黄瓜拌蒜、醋和少许辣油，清爽。|拍碎的黃瓜拌蒜、醋和少許辣油，清爽。|Smashed cucumber with garlic, vinegar and a dash of chili oil.|たたいたきゅうりをにんにく、酢、少量のラー油で和えたもの。|으깬 오이를 마늘, 식초, 고추기름 약간에 무친 요리.|Битые огурцы с чесноком, уксусом и каплей масла чили.|لہسن، سرکہ اور تھوڑے مرچ کے تیل کے ساتھ کچلے کھیرے۔|خيار مهروس مع الثوم والخل وقليل من زيت الفلفل.|Concombre écrasé à l'ail, vinaigre et un filet d'huile pimentée.|Zerdrückte Gurke mit Knoblauch, Essig und etwas Chiliöl.|Pepino machacado con ajo, vinagre y un toque de aceite picante.`,
        1200,
        { pack: 50, sales: 702 },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'eight-treasure-tea',
        L`八宝盖碗茶|八寶蓋碗茶|Eight-treasure tea|八宝茶|팔보차|Чай «Восемь сокровищ»|آٹھ خزانوں والی چائے|شاي الكنوز الثمانية|Thé aux huit trésors|Acht-Schätze-Tee|Té de los ocho tesoros`,
        L`绿茶配红枣、枸杞、桂圆和冰糖，微甜。|綠茶配紅棗、枸杞、桂圓和冰糖，微甜。|Green tea with jujube, goji, longan and rock sugar; lightly sweet.|緑茶になつめ、クコの実、竜眼、氷砂糖を入れたお茶。|대추, 구기자, 용안, 얼음설탕을 넣은 녹차. 은은하게 달콤.|Зелёный чай с финиками, годжи, лонганом и сахаром; слегка сладкий.|سبز چائے عناب، گوجی، لونگن اور مصری کے ساتھ؛ ہلکی میٹھی۔|شاي أخضر مع العناب والغوجي واللونجان وسكر النبات؛ حلو قليلاً.|Thé vert, jujube, goji, longane et sucre candi ; légèrement sucré.|Grüntee mit Jujube, Goji, Longan und Kandis; leicht süß.|Té verde con azufaifa, goji, longan y azúcar cande; algo dulce.`,
        800,
        { pack: 50, sales: 488 },
      ),
    ]),
  ],
})

const tianshanGrill = shop({
  key: 'tianshan-grill',
  name: L`天山新疆烧烤|天山新疆燒烤|Tianshan Xinjiang Grill|天山 新疆串焼き|톈산 신장 바비큐|Синьцзянский гриль «Тяньшань»|تیان شان سنکیانگ گرل|مشاوي تيانشان الشينجيانغية|Grill du Xinjiang Tianshan|Tianshan Xinjiang-Grill|Parrilla de Xinjiang Tianshan`,
  type: 'halal',
  cuisine: 'xinjiang',
  tastes: ['spicy', 'savory'],
  address: address('changping', '398'),
  lng: 121.4452,
  lat: 31.2388,
  phone: '13917643528',
  hours: fixed(['17:00', '02:00']),
  minimumOrderFen: 3000,
  deliverySubsidyFen: 300,
  fullReductionTiers: [
    [8000, 1000],
    [15000, 2500],
  ],
  rating: 46,
  monthlySales: 1240,
  categories: [
    category('grill', CAT.grill, [
      dish(
        'tamarisk-lamb-skewers',
        L`红柳枝羊肉大串（3串）|紅柳枝羊肉大串（3串）|Big lamb skewers on tamarisk sticks (3)|紅柳の枝で焼く大きな羊肉串（3本）|홍류 나뭇가지 양꼬치 (3개)|Большие шашлыки из баранины на тамариске (3 шт.)|جھاؤ کی ٹہنی پر بڑے بکرے کے سیخ (3)|أسياخ ضأن كبيرة على أعواد الطرفاء (3)|Grosses brochettes d'agneau sur tamaris (3)|Große Lammspieße am Tamariskenzweig (3)|Brochetas grandes de cordero en tamarisco (3)`,
        L`大块羊腿肉串在红柳枝上炭烤，撒孜然。|大塊羊腿肉串在紅柳枝上炭烤，撒孜然。|Chunky lamb leg grilled over charcoal on tamarisk sticks, with cumin.|羊もも肉の大きな塊を紅柳の枝に刺し炭火焼き、クミン風味。|큼직한 양 다리살을 홍류 가지에 꽂아 숯불에 구운 꼬치, 쯔란.|Крупные куски бараньей ноги на углях, с зирой.|بکرے کی ران کے بڑے ٹکڑے کوئلے پر، زیرے کے ساتھ۔|قطع كبيرة من فخذ الضأن مشوية على الفحم مع الكمون.|Gros morceaux de gigot grillés au charbon, au cumin.|Große Lammkeulenstücke über Holzkohle, mit Kreuzkümmel.|Trozos grandes de pierna de cordero a la brasa con comino.`,
        3600,
        { sales: 980, groups: [spice()] },
      ),
      dish(
        'cumin-lamb-ribs',
        L`孜然烤羊排|孜然烤羊排|Cumin grilled lamb ribs|クミン風味のラムリブ焼き|쯔란 양갈비 구이|Бараньи рёбрышки с зирой на гриле|زیرے والی بھنی ہوئی بکرے کی پسلیاں|ضلوع ضأن مشوية بالكمون|Côtes d'agneau grillées au cumin|Gegrillte Lammrippen mit Kreuzkümmel|Costillas de cordero a la parrilla con comino`,
        L`整扇羊排慢烤后炭火炙烤，外脆里嫩。|整扇羊排慢烤後炭火炙烤，外脆裡嫩。|Lamb ribs slow-roasted then charred; crisp outside, tender inside.|ラムリブを低温で焼いた後炭火で仕上げ、外はカリッと中はやわらか。|양갈비를 천천히 구운 뒤 숯불에 마무리, 겉은 바삭 속은 촉촉.|Бараньи рёбра томятся, затем жарятся на углях; хрустящие снаружи.|بکرے کی پسلیاں آہستہ پکا کر کوئلے پر بھونی گئیں؛ باہر سے کرکری۔|ضلوع ضأن مشوية ببطء ثم على الفحم؛ مقرمشة من الخارج طرية من الداخل.|Côtes d'agneau rôties lentement puis grillées ; croustillantes et tendres.|Lammrippen langsam gegart, dann gegrillt; außen knusprig, innen zart.|Costillas de cordero asadas lento y a la brasa; crujientes y tiernas.`,
        6800,
        { soldOut: true, pack: 200, sales: 264, groups: [spice()] },
      ),
    ]),
    category('mains', CAT.mains, [
      dish(
        'big-plate-chicken',
        L`大盘鸡|大盤雞|Big plate chicken|大盤鶏|다판지 (닭고기 감자 조림)|Дапаньцзи — курица на большом блюде|بڑی پلیٹ والا چکن|دجاج الطبق الكبير|Poulet « grande assiette »|Huhn vom großen Teller|Pollo en plato grande`,
        L`鸡肉、土豆和青椒炖煮，配宽面，中辣。|雞肉、土豆和青椒燉煮，配寬麵，中辣。|Chicken, potato and peppers stewed in spicy sauce, with wide noodles.|鶏肉、じゃがいも、ピーマンの辛口煮込み。幅広麺付き。|닭고기, 감자, 피망을 매콤하게 조린 요리, 넓은 면 포함.|Курица, картофель и перец в остром соусе, с широкой лапшой.|چکن، آلو اور شملہ مرچ تیکھی چٹنی میں، چوڑے نوڈلز کے ساتھ۔|دجاج وبطاطس وفلفل مطهوة بصلصة حارة مع نودلز عريضة.|Poulet, pommes de terre et poivrons mijotés, épicé, nouilles larges.|Huhn, Kartoffeln und Paprika scharf geschmort, mit breiten Nudeln.|Pollo, patata y pimiento guisados picantes, con fideos anchos.`,
        8800,
        {
          pack: 300,
          sales: 530,
          groups: [size(['regular', 0], ['large', 3000]), spice(), extras([['extra_noodles', 500]])],
        },
      ),
      dish(
        'lamb-pilaf',
        L`羊肉手抓饭|羊肉手抓飯|Lamb pilaf (polo)|羊肉のポロ（ピラフ）|양고기 볶음밥 (폴로)|Плов с бараниной|بکرے کے گوشت کا پلاؤ|بلوف لحم الضأن|Pilaf d'agneau (polo)|Lamm-Pilaw (Polo)|Pilaf de cordero (polo)`,
        L`羊肉、胡萝卜和葡萄干焖饭，不辣。|羊肉、胡蘿蔔和葡萄乾燜飯，不辣。|Rice cooked with lamb, carrots and raisins; not spicy.|羊肉、にんじん、レーズンと炊いたご飯。辛くない。|양고기, 당근, 건포도를 넣고 지은 밥. 맵지 않음.|Рис с бараниной, морковью и изюмом; не острый.|بکرے کے گوشت، گاجر اور کشمش کے ساتھ پکے چاول؛ تیکھے نہیں۔|أرز مطهو مع لحم الضأن والجزر والزبيب؛ غير حار.|Riz cuit avec agneau, carottes et raisins secs ; non épicé.|Reis mit Lamm, Karotten und Rosinen gegart; nicht scharf.|Arroz guisado con cordero, zanahoria y pasas; no pica.`,
        4200,
        {
          sales: 610,
          groups: [size(['regular', 0], ['large', 1500])],
        },
      ),
      dish(
        'baked-naan',
        L`新疆烤馕|新疆烤饢|Xinjiang baked naan|新疆ナン|신장식 난|Синьцзянская лепёшка нан|سنکیانگ کا تندوری نان|خبز النان الشينجيانغي|Naan du Xinjiang|Xinjiang-Fladenbrot|Pan naan de Xinjiang`,
        L`馕坑烤制的芝麻洋葱圆饼。|饢坑烤製的芝麻洋蔥圓餅。|Round flatbread with sesame and onion, baked in a clay oven.|土窯で焼いたごまと玉ねぎの丸いパン。|흙 화덕에 구운 참깨·양파 둥근 빵.|Круглая лепёшка с кунжутом и луком из глиняной печи.|تل اور پیاز والی گول روٹی، مٹی کے تنور میں پکی۔|خبز مستدير بالسمسم والبصل مخبوز في فرن طيني.|Pain rond au sésame et oignon, cuit au four d'argile.|Rundes Fladenbrot mit Sesam und Zwiebel aus dem Lehmofen.|Pan redondo con sésamo y cebolla, horneado en horno de barro.`,
        800,
        { pack: 50, sales: 870 },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'set-yogurt',
        L`新疆老酸奶|新疆老酸奶|Xinjiang set yogurt|新疆ヨーグルト|신장 요거트|Синьцзянский йогурт|سنکیانگ کا دہی|زبادي شينجيانغ|Yaourt du Xinjiang|Xinjiang-Joghurt|Yogur de Xinjiang`,
        L`浓稠的碗装酸奶，配蜂蜜，解辣。|濃稠的碗裝酸奶，配蜂蜜，解辣。|Thick bowl-set yogurt with honey; cools the spice.|はちみつをかけた濃厚ヨーグルト。辛さを和らげる。|꿀을 곁들인 꾸덕한 요거트, 매운맛을 달래 줌.|Густой йогурт с мёдом — смягчает остроту.|شہد کے ساتھ گاڑھا دہی؛ مرچ کی تیزی کم کرتا ہے۔|زبادي كثيف مع العسل؛ يلطّف الحرارة.|Yaourt épais au miel, apaise le piquant.|Dicker Joghurt mit Honig; mildert die Schärfe.|Yogur espeso con miel; suaviza el picante.`,
        1200,
        { pack: 50, sales: 455 },
      ),
      dish(
        'kvass',
        L`新疆卡瓦斯|新疆卡瓦斯|Xinjiang kvass|新疆クワス|신장 크바스|Синьцзянский квас|سنکیانگ کواس|كفاس شينجيانغ|Kvas du Xinjiang|Xinjiang-Kwass|Kvas de Xinjiang`,
        L`发酵蜂蜜面包饮料，微酸微甜，不含酒精。|發酵蜂蜜麵包飲料，微酸微甜，不含酒精。|Fermented honey-bread drink, tangy and sweet; alcohol-free.|発酵させた蜂蜜とパンの飲み物。甘酸っぱくノンアルコール。|꿀과 빵을 발효한 새콤달콤한 음료, 무알코올.|Безалкогольный квас на мёде и хлебе, кисло-сладкий.|شہد اور روٹی سے خمیر شدہ کھٹا میٹھا مشروب؛ بغیر الکحل۔|مشروب خبز وعسل مخمّر، حامض حلو؛ خالٍ من الكحول.|Boisson fermentée au miel et au pain, acidulée ; sans alcool.|Fermentiertes Honig-Brot-Getränk, süßsauer; alkoholfrei.|Bebida fermentada de miel y pan, agridulce; sin alcohol.`,
        1000,
        { pack: 50, sales: 390, groups: [ice(false)] },
      ),
    ]),
  ],
})

const yulanXiaolongbao = shop({
  key: 'yulan-xiaolongbao',
  name: L`玉兰小笼馆|玉蘭小籠館|Yulan Xiaolongbao House|玉蘭 小籠包館|위란 샤오룽바오|Сяолунбао «Юйлань»|یولان شاؤلونگ باؤ ہاؤس|بيت يولان للشياولونغباو|Maison Yulan des xiaolongbao|Yulan Xiaolongbao-Haus|Casa Yulan de xiaolongbao`,
  type: 'asian',
  cuisine: 'shanghainese',
  tastes: ['savory', 'sweet', 'light'],
  address: address('fangbang_m', '269'),
  lng: 121.4893,
  lat: 31.2272,
  phone: '021-63557208',
  hours: fixed(['07:30', '20:30']),
  minimumOrderFen: 2000,
  fullReductionTiers: [
    [4000, 500],
    [8000, 1200],
  ],
  rating: 48,
  monthlySales: 2650,
  categories: [
    category(
      'dumplings',
      L`小笼生煎|小籠生煎|Soup dumplings and buns|小籠包・焼き包子|샤오룽바오·성젠바오|Сяолунбао и булочки|سوپ ڈمپلنگ اور بن|زلابية الحساء والكعك|Raviolis et brioches|Teigtaschen und Brötchen|Empanadillas y bollos`,
      [
        dish(
          'pork-xiaolongbao',
          L`鲜肉小笼包|鮮肉小籠包|Pork soup dumplings|豚肉小籠包|돼지고기 샤오룽바오|Сяолунбао со свининой|سور کے گوشت والے سوپ ڈمپلنگ|زلابية الحساء بلحم الخنزير|Raviolis vapeur au porc (xiaolongbao)|Suppenteigtaschen mit Schwein|Empanadillas de sopa de cerdo`,
          L`薄皮包猪肉馅和热汤汁，蘸姜丝醋吃。|薄皮包豬肉餡和熱湯汁，蘸薑絲醋吃。|Thin-skinned buns filled with pork and hot broth; dip in ginger vinegar.|薄皮に豚肉と熱いスープ入り。生姜酢につけて。|얇은 피에 돼지고기와 뜨거운 육즙, 생강 식초에 찍어 먹기.|Тонкое тесто, свинина и горячий бульон; макать в имбирный уксус.|پتلے آٹے میں سور کا گوشت اور گرم شوربہ؛ ادرک والے سرکے میں ڈبوئیں۔|عجين رقيق محشو بلحم الخنزير ومرق ساخن؛ يُغمس في خل الزنجبيل.|Pâte fine, porc et bouillon chaud ; à tremper dans le vinaigre au gingembre.|Dünner Teig mit Schwein und heißer Brühe; in Ingweressig dippen.|Masa fina con cerdo y caldo caliente; mojar en vinagre con jengibre.`,
          2800,
          {
            pack: 100,
            sales: 1980,
            groups: [
              pick('quantity', [
                ['pcs8', 0],
                ['pcs12', 1200],
              ]),
            ],
          },
        ),
        dish(
          'crab-xiaolongbao',
          L`蟹粉小笼包|蟹粉小籠包|Crab and pork soup dumplings|蟹みそ小籠包|게살 샤오룽바오|Сяолунбао с крабом и свининой|کیکڑے اور سور کے گوشت والے سوپ ڈمپلنگ|زلابية الحساء بالسلطعون ولحم الخنزير|Xiaolongbao au crabe et au porc|Suppenteigtaschen mit Krabbe und Schwein|Empanadillas de sopa de cangrejo y cerdo`,
          L`猪肉馅加蟹黄蟹肉，汤汁鲜甜，含甲壳类。|豬肉餡加蟹黃蟹肉，湯汁鮮甜，含甲殼類。|Pork filling with crab meat and roe; contains shellfish.|豚肉餡に蟹肉と蟹みそ入り。甲殻類を含む。|돼지고기 소에 게살과 게알, 갑각류 포함.|Свинина с крабовым мясом и икрой; содержит ракообразных.|سور کے گوشت کے ساتھ کیکڑے کا گوشت اور انڈے؛ شیل فش شامل۔|حشوة لحم خنزير مع لحم وبيض السلطعون؛ تحتوي قشريات.|Farce porc, chair et corail de crabe ; contient des crustacés.|Schweinefüllung mit Krabbenfleisch und Rogen; enthält Krebstiere.|Relleno de cerdo con carne y huevas de cangrejo; contiene marisco.`,
          4800,
          {
            soldOut: true,
            sales: 640,
            groups: [
              pick('quantity', [
                ['pcs8', 0],
                ['pcs12', 2200],
              ]),
            ],
          },
        ),
        dish(
          'shengjian-bao',
          L`生煎包|生煎包|Pan-fried pork buns|焼き小籠包（生煎包）|성젠바오 (군만두)|Жареные булочки шэнцзянь со свининой|توے پر تلے سور کے گوشت والے بن|كعكات مقلية بلحم الخنزير|Brioches poêlées au porc|Gebratene Schweinefleischbrötchen|Bollos de cerdo a la plancha`,
          L`底部煎脆，撒芝麻葱花，内含猪肉和汤汁。|底部煎脆，撒芝麻蔥花，內含豬肉和湯汁。|Crispy-bottomed buns with sesame and scallion, pork and broth inside.|底がカリッと焼けた包子。ごまとねぎ、中は豚肉とスープ。|바닥이 바삭한 만두, 참깨·파, 속은 돼지고기와 육즙.|Хрустящее дно, кунжут и лук; внутри свинина и бульон.|نیچے سے کرکرے بن، تل اور ہری پیاز، اندر سور کا گوشت اور شوربہ۔|كعك مقرمش القاعدة بالسمسم والبصل الأخضر، محشو بلحم خنزير ومرق.|Fond croustillant, sésame et ciboule ; porc et bouillon à l'intérieur.|Knuspriger Boden, Sesam und Lauchzwiebel; innen Schwein und Brühe.|Base crujiente con sésamo y cebolleta; cerdo y caldo dentro.`,
          2200,
          {
            sales: 1430,
            groups: [
              pick('quantity', [
                ['pcs6', 0],
                ['pcs12', 2000],
              ]),
            ],
          },
        ),
      ],
    ),
    category(
      'noodles-wontons',
      L`面与馄饨|麵與餛飩|Noodles and wontons|麺とワンタン|국수·완탕|Лапша и вонтоны|نوڈلز اور وونٹن|نودلز وونتون|Nouilles et wontons|Nudeln und Wan-Tans|Fideos y wontons`,
      [
        dish(
          'scallion-oil-noodles',
          L`葱油拌面|蔥油拌麵|Scallion oil noodles|ねぎ油あえ麺|파기름 비빔면|Лапша с луковым маслом|ہری پیاز کے تیل والے نوڈلز|نودلز بزيت البصل الأخضر|Nouilles à l'huile de ciboule|Nudeln mit Frühlingszwiebelöl|Fideos con aceite de cebolleta`,
          L`细面拌焦香葱油和酱油，无肉，不辣。|細麵拌焦香蔥油和醬油，無肉，不辣。|Thin noodles tossed in fried scallion oil and soy; meat-free, not spicy.|香ばしいねぎ油と醤油で和えた細麺。肉なし、辛くない。|바삭한 파기름과 간장에 비빈 가는 면, 고기 없음, 안 매움.|Тонкая лапша с жареным луковым маслом и соевым соусом; без мяса.|تلے ہری پیاز کے تیل اور سویا میں ملے باریک نوڈلز؛ گوشت کے بغیر۔|نودلز رفيعة بزيت البصل المقلي والصويا؛ بدون لحم، غير حارة.|Nouilles fines, huile de ciboule frite et soja ; sans viande.|Dünne Nudeln mit gebratenem Lauchöl und Soja; fleischlos, mild.|Fideos finos con aceite de cebolleta frita y soja; sin carne.`,
          1800,
          { sales: 1120, groups: [extras([['fried_egg', 300]])] },
        ),
        dish(
          'pork-wontons',
          L`荠菜鲜肉大馄饨|薺菜鮮肉大餛飩|Pork and shepherd's purse wontons|なずなと豚肉の大ワンタン|냉이 돼지고기 완탕|Вонтоны со свининой и пастушьей сумкой|سور کے گوشت اور ساگ کے وونٹن|ونتون بلحم الخنزير وكيس الراعي|Wontons au porc et bourse-à-pasteur|Wan-Tans mit Schwein und Hirtentäschel|Wontons de cerdo y bolsa de pastor`,
          L`大馄饨配清汤、紫菜和蛋皮，含猪肉。|大餛飩配清湯、紫菜和蛋皮，含豬肉。|Large wontons in clear broth with seaweed and egg; contains pork.|のりと錦糸卵入りの澄んだスープの大ワンタン。豚肉入り。|김과 달걀지단을 올린 맑은 국물 완탕, 돼지고기 포함.|Крупные вонтоны в бульоне с водорослями и яйцом; свинина.|صاف شوربے میں بڑے وونٹن، سمندری گھاس اور انڈا؛ سور کا گوشت۔|ونتون كبيرة في مرق صافٍ مع أعشاب بحرية وبيض؛ تحتوي خنزير.|Gros wontons en bouillon clair, algues et œuf ; contient du porc.|Große Wan-Tans in klarer Brühe mit Algen und Ei; mit Schwein.|Wontons grandes en caldo claro con alga y huevo; llevan cerdo.`,
          2600,
          {
            pack: 150,
            sales: 870,
            groups: [size(['regular', 0], ['large', 800])],
          },
        ),
      ],
    ),
    category('drinks', CAT.drinks, [
      dish(
        'fresh-soy-milk',
        L`现磨豆浆|現磨豆漿|Fresh soy milk|搾りたて豆乳|갓 만든 두유|Свежее соевое молоко|تازہ سویا دودھ|حليب الصويا الطازج|Lait de soja frais|Frische Sojamilch|Leche de soja fresca`,
        L`每天现磨的黄豆豆浆，可选冷热和甜度。|每天現磨的黃豆豆漿，可選冷熱和甜度。|Soy milk ground fresh daily; choose hot or cold and sweetness.|毎日挽きたての豆乳。温度と甘さを選べる。|매일 갈아 만드는 두유, 온도와 당도 선택 가능.|Соевое молоко, свежемолотое каждый день; горячее или холодное.|روزانہ تازہ پیسا سویا دودھ؛ گرم یا ٹھنڈا اور مٹھاس منتخب کریں۔|حليب صويا يُطحن يومياً؛ اختر ساخناً أو بارداً ودرجة الحلاوة.|Lait de soja moulu chaque jour ; chaud ou froid, sucre au choix.|Täglich frisch gemahlene Sojamilch; heiß oder kalt, Süße nach Wahl.|Leche de soja molida a diario; fría o caliente y dulzor a elegir.`,
        600,
        { pack: 50, sales: 760, groups: [sugar(), ice()] },
      ),
    ]),
  ],
})

const pearlTeaHouse = shop({
  key: 'pearl-tea-house',
  name: L`明珠茶楼|明珠茶樓|Pearl Tea House|明珠茶楼（広東飲茶）|밍주 찻집 (광둥 딤섬)|Чайный дом «Жемчужина»|پرل ٹی ہاؤس|دار شاي اللؤلؤة|Maison de thé La Perle|Teehaus Perle|Casa de té La Perla`,
  type: 'asian',
  cuisine: 'cantonese',
  tastes: ['light', 'savory', 'sweet'],
  address: address('nanjing_w', '1025'),
  lng: 121.4605,
  lat: 31.2305,
  phone: '021-62171366',
  hours: fixed(['08:00', '14:30'], ['17:00', '21:30']),
  minimumOrderFen: 3000,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [5000, 800],
    [10000, 2000],
  ],
  rating: 47,
  monthlySales: 1570,
  categories: [
    category(
      'dim-sum',
      L`点心|點心|Dim sum|点心|딤섬|Димсамы|ڈم سم|ديم سم|Dim sum cantonais|Kantonesische Dim Sum|Dim sum cantonés`,
      [
        dish(
          'har-gow',
          L`水晶虾饺|水晶蝦餃|Crystal shrimp dumplings (har gow)|エビ蒸し餃子（ハーガウ）|새우 딤섬 (하가우)|Хакау — пельмени с креветками|کرسٹل جھینگا ڈمپلنگ|زلابية الروبيان الكريستالية|Raviolis de crevettes (har gow)|Kristall-Garnelenteigtaschen|Empanadillas de gamba (har gow)`,
          L`半透明澄面皮包整只鲜虾，4只，含甲壳类。|半透明澄麵皮包整隻鮮蝦，4隻，含甲殼類。|Four translucent dumplings with whole shrimp; contains shellfish.|透き通る皮でエビを包んだ蒸し餃子4個。甲殻類を含む。|반투명 피에 통새우를 넣은 만두 4개, 갑각류 포함.|Четыре прозрачных пельменя с креветками; ракообразные.|پورے جھینگوں والے چار شفاف ڈمپلنگ؛ شیل فش شامل۔|أربع زلابيات شفافة بروبيان كامل؛ تحتوي قشريات.|Quatre raviolis translucides aux crevettes ; contient des crustacés.|Vier glasige Teigtaschen mit Garnelen; enthält Krebstiere.|Cuatro empanadillas translúcidas de gamba; contiene marisco.`,
          3600,
          { sales: 1210 },
        ),
        dish(
          'siu-mai',
          L`蟹籽烧卖|蟹籽燒賣|Pork siu mai with roe|カニ子のせ焼売|게알 샤오마이|Шаомай со свининой и икрой|مچھلی کے انڈوں والے سور کے گوشت کے شاؤمائی|شوماي بلحم الخنزير والبطارخ|Siu mai au porc et œufs de poisson|Siu Mai mit Schwein und Rogen|Siu mai de cerdo con huevas`,
          L`猪肉虾仁烧卖，顶上点缀鱼籽，4只。|豬肉蝦仁燒賣，頂上點綴魚籽，4隻。|Four open dumplings of pork and shrimp topped with roe; contains pork.|豚肉とエビのシュウマイ4個、魚卵のせ。豚肉入り。|돼지고기·새우 샤오마이 4개, 생선알 토핑. 돼지고기 포함.|Четыре шаомая со свининой, креветками и икрой; свинина.|سور کے گوشت اور جھینگے کے چار شاؤمائی، اوپر مچھلی کے انڈے۔|أربع قطع شوماي بلحم الخنزير والروبيان مع البطارخ؛ تحتوي خنزير.|Quatre siu mai porc-crevette garnis d'œufs de poisson ; porc.|Vier offene Teigtaschen mit Schwein, Garnele und Rogen.|Cuatro siu mai de cerdo y gamba con huevas; llevan cerdo.`,
          3200,
          { sales: 980 },
        ),
        dish(
          'char-siu-bao',
          L`蜜汁叉烧包|蜜汁叉燒包|Barbecue pork buns (char siu bao)|チャーシューまん|차슈바오 (돼지고기 찐빵)|Булочки с чашу (свинина барбекю)|باربی کیو سور کے گوشت والے بن|كعك بلحم الخنزير المشوي|Brioches vapeur au porc laqué|Dampfbrötchen mit Grillschwein|Bollos de cerdo a la barbacoa`,
          L`松软包子包甜咸叉烧，3只，含猪肉。|鬆軟包子包甜鹹叉燒，3隻，含豬肉。|Three fluffy buns filled with sweet barbecue pork; contains pork.|甘辛いチャーシュー入りのふわふわ蒸しまん3個。|달콤짭짤한 차슈를 넣은 폭신한 찐빵 3개, 돼지고기 포함.|Три пышные булочки со сладкой свининой барбекю.|میٹھے باربی کیو سور کے گوشت سے بھرے تین نرم بن۔|ثلاث كعكات طرية محشوة بلحم خنزير مشوي حلو؛ تحتوي خنزير.|Trois brioches moelleuses au porc laqué sucré ; contient du porc.|Drei fluffige Brötchen mit süßem Grillschwein.|Tres bollos esponjosos de cerdo dulce a la barbacoa.`,
          2400,
          { sales: 1060 },
        ),
        dish(
          'rice-noodle-rolls',
          L`肠粉|腸粉|Steamed rice noodle rolls|腸粉（米粉のクレープ）|창펀 (쌀 크레이프)|Рисовые роллы чанфэнь|چاول کے نوڈل رولز|لفائف نودلز الأرز المطهوة على البخار|Rouleaux de riz vapeur|Gedämpfte Reisnudelrollen|Rollos de fideo de arroz al vapor`,
          L`嫩滑米浆卷，淋甜酱油，可选鲜虾、牛肉或叉烧。|嫩滑米漿捲，淋甜醬油，可選鮮蝦、牛肉或叉燒。|Silky rice sheets with sweet soy; filled with shrimp, beef or pork.|甘い醤油をかけたつるつるの米粉クレープ。具はエビ・牛・豚。|달콤한 간장 소스를 뿌린 부드러운 쌀피, 새우·소고기·돼지고기.|Нежные рисовые листы со сладким соевым соусом и начинкой.|میٹھے سویا کے ساتھ نرم چاول کی شیٹس؛ جھینگا، گائے یا سور کا گوشت۔|رقائق أرز ناعمة بصويا حلوة، محشوة بروبيان أو بقر أو خنزير.|Feuilles de riz soyeuses, soja sucré ; crevette, bœuf ou porc.|Zarte Reisblätter mit süßer Soja; Garnele, Rind oder Schwein.|Láminas de arroz con soja dulce; de gamba, ternera o cerdo.`,
          2800,
          {
            sales: 890,
            groups: [
              pick('filling', [
                ['filling_shrimp', 0],
                ['filling_beef', 0],
                ['filling_charsiu', 0],
              ]),
            ],
          },
        ),
      ],
    ),
    category(
      'congee',
      L`粥品|粥品|Congee|お粥|죽|Рисовая каша|چاولوں کا دلیہ|العصيدة|Congee (porridge de riz)|Reisbrei|Gachas de arroz`,
      [
        dish(
          'century-egg-congee',
          L`皮蛋瘦肉粥|皮蛋瘦肉粥|Century egg and pork congee|ピータンと豚肉のお粥|피단 돼지고기 죽|Рисовая каша с «вековым» яйцом и свининой|سینچری انڈے اور سور کے گوشت کا دلیہ|عصيدة أرز ببيض القرن ولحم الخنزير|Congee au porc et œuf de cent ans|Reisbrei mit tausendjährigem Ei und Schwein|Congee de cerdo y huevo centenario`,
          L`绵滑白粥配皮蛋和猪肉丝，清淡暖胃。|綿滑白粥配皮蛋和豬肉絲，清淡暖胃。|Smooth rice porridge with century egg and shredded pork; mild.|ピータンと豚肉入りのなめらかなお粥。やさしい味。|피단과 돼지고기를 넣은 부드러운 흰죽, 담백함.|Нежная рисовая каша с выдержанным яйцом и свининой; мягкий вкус.|سینچری انڈے اور سور کے گوشت والا نرم چاولوں کا دلیہ؛ ہلکا۔|عصيدة أرز ناعمة ببيض القرن وشرائح لحم الخنزير؛ خفيفة.|Porridge de riz onctueux, œuf de cent ans et porc ; doux.|Sämiger Reisbrei mit tausendjährigem Ei und Schwein; mild.|Gachas de arroz suaves con huevo centenario y cerdo; sabor suave.`,
          1800,
          {
            pack: 150,
            sales: 520,
            groups: [size(['regular', 0], ['large', 600])],
          },
        ),
      ],
    ),
    category('desserts', CAT.desserts, [
      dish(
        'egg-tarts',
        L`葡式蛋挞|葡式蛋撻|Portuguese egg tarts|ポルトガル風エッグタルト|포르투갈식 에그타르트|Португальские тарталетки с кремом|پرتگالی انڈا ٹارٹ|تارت البيض البرتغالية|Tartelettes portugaises à la crème|Portugiesische Puddingtörtchen|Pastelitos de nata portugueses`,
        L`酥皮焦糖蛋挞，2只，温热香甜。|酥皮焦糖蛋撻，2隻，溫熱香甜。|Two flaky tarts with caramelised custard, served warm.|パイ生地にキャラメリゼしたカスタード、温かい2個。|캐러멜화된 커스터드의 바삭한 타르트 2개, 따뜻하게.|Две слоёные тарталетки с карамелизированным кремом, тёплые.|کیرامل کسٹرڈ والے دو خستہ ٹارٹ، گرم۔|قطعتا تارت هشة بالكاسترد المكرمل، تقدمان دافئتين.|Deux tartelettes feuilletées à la crème caramélisée, tièdes.|Zwei Blätterteigtörtchen mit karamellisierter Creme, warm.|Dos pastelitos de hojaldre con crema caramelizada, tibios.`,
        1200,
        { pack: 50, sales: 1340 },
      ),
      dish(
        'mango-pomelo-sago',
        L`杨枝甘露|楊枝甘露|Mango pomelo sago|マンゴーポメロサゴ|양즈깐루 (망고 포멜로 사고)|Манго и помело с саго|آم، چکوترا اور ساگو|مانجو وبوملي مع الساغو|Mangue, pomelo et sagou|Mango-Pomelo mit Sago|Mango, pomelo y sagú`,
        L`芒果、西柚粒、西米配椰奶，冰凉甜品。|芒果、西柚粒、西米配椰奶，冰涼甜品。|Chilled mango, pomelo and sago in coconut milk.|マンゴー、ザボン、サゴをココナッツミルクで。冷たいデザート。|망고, 포멜로, 사고를 코코넛 밀크에 담은 차가운 디저트.|Охлаждённые манго, помело и саго в кокосовом молоке.|ناریل کے دودھ میں ٹھنڈے آم، چکوترا اور ساگو۔|مانجو وبوملي وساغو مبردة في حليب جوز الهند.|Mangue, pomelo et perles de sagou au lait de coco, bien frais.|Gekühlte Mango, Pomelo und Sago in Kokosmilch.|Mango, pomelo y sagú fríos en leche de coco.`,
        2200,
        { sales: 760, groups: [sugar()] },
      ),
    ]),
  ],
})

const hinataRamen = shop({
  key: 'hinata-ramen',
  name: L`日向拉面|日向拉麵|Hinata Ramen|ひなたラーメン|히나타 라멘|Рамэн «Хината»|ہیناتا رامن|رامن هيناتا|Ramen Hinata|Hinata Ramen|Ramen Hinata`,
  type: 'asian',
  cuisine: 'japanese',
  tastes: ['savory'],
  address: address('wujiang', '188'),
  lng: 121.4618,
  lat: 31.2318,
  phone: '021-62553390',
  hours: fixed(['11:00', '14:30'], ['17:30', '23:00']),
  minimumOrderFen: 3000,
  fullReductionTiers: [[6000, 800]],
  rating: 48,
  monthlySales: 1380,
  categories: [
    category('ramen', L`拉面|拉麵|Ramen|ラーメン|라멘|Рамэн|رامن|رامن|Ramens|Ramen-Suppen|Ramen`, [
      dish(
        'tonkotsu-ramen',
        L`豚骨拉面|豚骨拉麵|Tonkotsu ramen|豚骨ラーメン|돈코츠 라멘|Рамэн тонкоцу|ٹونکوتسو رامن|رامن تونكوتسو|Ramen tonkotsu|Tonkotsu-Ramen|Ramen tonkotsu`,
        L`浓郁猪骨白汤配叉烧、木耳和葱，含猪肉。|濃郁豬骨白湯配叉燒、木耳和蔥，含豬肉。|Rich pork-bone broth with chashu, wood ear and scallion; contains pork.|濃厚豚骨スープにチャーシュー、きくらげ、ねぎ。豚肉入り。|진한 돼지뼈 육수에 차슈, 목이버섯, 파. 돼지고기 포함.|Насыщенный свиной бульон, чашу и древесные грибы; свинина.|سور کی ہڈیوں کا گاڑھا شوربہ، چاشو اور مشروم؛ سور کا گوشت شامل۔|مرق عظام خنزير غني مع تشاشو وفطر أذن الخشب؛ يحتوي خنزير.|Bouillon riche d'os de porc, chashu, champignons noirs ; porc.|Kräftige Schweineknochenbrühe mit Chashu und Morcheln; Schwein.|Caldo denso de hueso de cerdo, chashu y setas; lleva cerdo.`,
        4800,
        {
          pack: 200,
          sales: 1020,
          groups: [
            pick('firmness', [
              ['standard', 0],
              ['firm', 0],
              ['soft', 0],
            ]),
            extras([
              ['braised_egg', 400],
              ['extra_chashu', 1200],
              ['extra_noodles', 600],
            ]),
          ],
        },
      ),
      dish(
        'spicy-miso-ramen',
        L`辣味噌拉面|辣味噌拉麵|Spicy miso ramen|辛味噌ラーメン|매운 미소 라멘|Острый мисо-рамэн|تیکھا میسو رامن|رامن ميسو حار|Ramen miso épicé|Scharfe Miso-Ramen|Ramen de miso picante`,
        L`味噌汤底加辣油，配猪肉末、玉米和豆芽。|味噌湯底加辣油，配豬肉末、玉米和豆芽。|Miso broth with chili oil, minced pork, corn and bean sprouts.|ラー油入り味噌スープに豚ひき肉、コーン、もやし。|고추기름을 넣은 미소 국물, 다진 돼지고기, 옥수수, 숙주.|Мисо-бульон с маслом чили, свиным фаршем, кукурузой и ростками.|مرچ کے تیل والا میسو شوربہ، سور کا قیمہ، مکئی اور اسپراؤٹس۔|مرق ميسو بزيت الفلفل مع لحم خنزير مفروم وذرة وبراعم فول.|Bouillon miso pimenté, porc haché, maïs et pousses de soja.|Misobrühe mit Chiliöl, Schweinehack, Mais und Sprossen.|Caldo de miso con aceite picante, cerdo picado, maíz y brotes.`,
        5200,
        {
          pack: 200,
          sales: 640,
          groups: [
            spice(),
            extras([
              ['braised_egg', 400],
              ['extra_noodles', 600],
            ]),
          ],
        },
      ),
      dish(
        'chicken-paitan-ramen',
        L`鸡白汤拉面|雞白湯拉麵|Creamy chicken ramen|鶏白湯ラーメン|닭 백탕 라멘|Рамэн на сливочном курином бульоне|کریمی چکن رامن|رامن الدجاج الكريمي|Ramen au bouillon de poulet crémeux|Cremige Hühner-Ramen|Ramen cremoso de pollo`,
        L`浓白鸡汤配鸡胸叉烧和溏心蛋，不含猪肉。|濃白雞湯配雞胸叉燒和溏心蛋，不含豬肉。|Creamy chicken broth with chicken breast and soft egg; no pork.|濃厚な鶏白湯に鶏むねチャーシューと半熟卵。豚肉不使用。|진한 닭 육수에 닭가슴살과 반숙란, 돼지고기 없음.|Густой куриный бульон с грудкой и яйцом всмятку; без свинины.|گاڑھا چکن شوربہ، چکن بریسٹ اور نرم انڈا؛ سور کا گوشت نہیں۔|مرق دجاج كريمي مع صدر دجاج وبيضة نصف مسلوقة؛ بلا خنزير.|Bouillon de poulet crémeux, blanc de poulet, œuf mollet ; sans porc.|Cremige Hühnerbrühe mit Hähnchenbrust und weichem Ei; ohne Schwein.|Caldo cremoso de pollo, pechuga y huevo blando; sin cerdo.`,
        4600,
        {
          pack: 200,
          sales: 710,
          groups: [
            extras([
              ['braised_egg', 400],
              ['extra_chicken', 800],
            ]),
          ],
        },
      ),
    ]),
    category('sides', CAT.sides, [
      dish(
        'gyoza',
        L`日式煎饺（6只）|日式煎餃（6隻）|Pan-fried gyoza (6)|焼き餃子（6個）|교자 군만두 (6개)|Жареные гёдза (6 шт.)|توے پر تلے گیوزا (6)|غيوزا مقلية (6)|Gyoza poêlés (6)|Gebratene Gyoza (6 Stück)|Gyozas a la plancha (6)`,
        L`猪肉白菜馅煎饺，底部金黄酥脆。|豬肉白菜餡煎餃，底部金黃酥脆。|Pork and cabbage dumplings with a golden, crispy base.|豚肉とキャベツの餃子。底はきつね色でパリッと。|돼지고기·배추 만두, 바닥은 노릇하고 바삭.|Пельмени со свининой и капустой, с золотистой корочкой.|سور کے گوشت اور بند گوبھی کے ڈمپلنگ، سنہری کرکری تہہ۔|زلابية لحم خنزير وملفوف بقاعدة ذهبية مقرمشة.|Raviolis porc et chou, dessous doré et croustillant.|Teigtaschen mit Schwein und Kohl, goldbraun und knusprig.|Empanadillas de cerdo y col con base dorada y crujiente.`,
        2200,
        { sales: 830 },
      ),
      dish(
        'karaage',
        L`日式炸鸡块|日式炸雞塊|Japanese fried chicken (karaage)|鶏の唐揚げ|가라아게 (일본식 닭튀김)|Курица караагэ|جاپانی فرائیڈ چکن (کاراآگے)|دجاج ياباني مقلي (كاراجي)|Poulet frit japonais (karaage)|Japanisches Brathähnchen (Karaage)|Pollo frito japonés (karaage)`,
        L`姜蒜酱油腌制鸡腿肉油炸，配柠檬和蛋黄酱。|薑蒜醬油醃製雞腿肉油炸，配檸檬和蛋黃醬。|Soy-ginger marinated chicken thigh, fried, with lemon and mayo.|醤油と生姜に漬けた鶏もも肉の唐揚げ。レモンとマヨ付き。|간장·생강에 재운 닭다리살 튀김, 레몬과 마요네즈.|Куриное бедро в соево-имбирном маринаде, жареное; лимон и майонез.|سویا اور ادرک میں میرینیٹ چکن ران، تلی ہوئی؛ لیموں اور میو کے ساتھ۔|أفخاذ دجاج متبلة بالصويا والزنجبيل، مقلية، مع ليمون ومايونيز.|Cuisse de poulet marinée soja-gingembre, frite ; citron et mayo.|Hähnchenschenkel in Soja-Ingwer mariniert, frittiert; Zitrone, Mayo.|Muslo de pollo marinado en soja y jengibre, frito; limón y mayonesa.`,
        2600,
        { sales: 690 },
      ),
      dish(
        'edamame',
        L`盐水毛豆|鹽水毛豆|Salted edamame|塩ゆで枝豆|소금 풋콩 (에다마메)|Солёные эдамаме|نمکین ایڈامامے|إدامامي مملح|Edamame salés|Gesalzene Edamame|Edamame con sal`,
        L`带荚水煮毛豆撒海盐，素食。|帶莢水煮毛豆撒海鹽，素食。|Boiled young soybeans in the pod with sea salt; vegetarian.|さやごと茹でた枝豆に海塩。ベジタリアン。|꼬투리째 삶은 풋콩에 바다 소금, 채식.|Отварные молодые соевые бобы в стручках с солью; вегетарианское.|پھلیوں میں ابلی سویا، سمندری نمک کے ساتھ؛ سبزی خور۔|فول صويا أخضر مسلوق في قرونه مع ملح البحر؛ نباتي.|Fèves de soja bouillies en cosse, sel marin ; végétarien.|Gekochte junge Sojabohnen mit Meersalz; vegetarisch.|Soja verde hervida en vaina con sal marina; vegetariano.`,
        1200,
        { pack: 50, sales: 520 },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'iced-oolong',
        L`冰乌龙茶|冰烏龍茶|Iced oolong tea|アイスウーロン茶|아이스 우롱차|Холодный улун|آئسڈ اولونگ چائے|شاي أولونغ مثلج|Thé oolong glacé|Eisgekühlter Oolong-Tee|Té oolong helado`,
        L`无糖冷泡乌龙茶，清爽解腻。|無糖冷泡烏龍茶，清爽解膩。|Unsweetened cold-brewed oolong; refreshing with rich ramen.|無糖の水出しウーロン茶。こってりラーメンにぴったり。|무가당 콜드브루 우롱차, 진한 라멘과 잘 어울림.|Несладкий улун холодного заваривания; освежает.|بغیر چینی ٹھنڈی دم کی اولونگ چائے؛ تازگی بخش۔|شاي أولونغ منقوع على البارد بلا سكر؛ منعش.|Oolong infusé à froid sans sucre ; rafraîchissant.|Ungesüßter kalt aufgebrühter Oolong; erfrischend.|Oolong infusionado en frío sin azúcar; refrescante.`,
        800,
        { pack: 50, sales: 610, groups: [ice(false)] },
      ),
    ]),
  ],
})

export const SHOPS_1: DemoShop[] = [
  laoSichuan,
  maLanzhou,
  tianshanGrill,
  yulanXiaolongbao,
  pearlTeaHouse,
  hinataRamen,
]
