/**
 * Demo shops, part 4: diet bowls, fast food, a bakery, desserts, Yunnan noodles and a halal grill.
 * Text order inside L``: zh-Hans | zh-Hant | en | ja | ko | ru | ur | ar | fr | de | es
 */

import {
  address,
  CAT,
  category,
  cup,
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

const SNACKS_DRINKS = L`小吃饮品|小吃飲品|Snacks and drinks|軽食・ドリンク|간식·음료|Закуски и напитки|اسنیکس اور مشروبات|وجبات خفيفة ومشروبات|En-cas et boissons|Snacks und Getränke|Tentempiés y bebidas`

const pokeSauce = () =>
  pick('sauce', [
    ['sauce_yuzu', 0],
    ['sauce_sesame', 0],
    ['sauce_chili', 0],
  ])

const pokeBase = () =>
  pick('base', [
    ['rice', 0],
    ['brown_rice', 0],
    ['quinoa', 300],
    ['greens', 0],
  ])

const pokeGarden = shop({
  key: 'poke-garden',
  name: L`波奇花园|波奇花園|Poke Garden|ポケガーデン|포케 가든|«Поке Гарден»|پوکے گارڈن|حديقة البوكي|Le Jardin du Poke|Poke-Garten|Jardín del Poke`,
  type: 'diet',
  cuisine: 'salad',
  tastes: ['light', 'sour'],
  address: address('hengshan', '168'),
  lng: 121.4445,
  lat: 31.208,
  phone: '021-64731862',
  hours: fixed(['10:00', '21:00']),
  minimumOrderFen: 3000,
  deliveryRangeMeters: 6000,
  deliverySubsidyFen: 300,
  fullReductionTiers: [[5000, 800]],
  rating: 48,
  monthlySales: 1420,
  categories: [
    category(
      'poke',
      L`波奇碗|波奇碗|Poke bowls|ポケボウル|포케 볼|Поке|پوکے باؤلز|أوعية البوكي|Bols poke|Poke-Bowls|Bols poke`,
      [
        dish(
          'salmon-poke',
          L`三文鱼波奇饭|鮭魚波奇飯|Salmon poke bowl|サーモンポケボウル|연어 포케 볼|Поке с лососем|سالمن پوکے باؤل|وعاء بوكي بالسلمون|Bol poke au saumon|Lachs-Poke-Bowl|Poke de salmón`,
          L`生三文鱼块配毛豆、黄瓜、海藻和芝麻，含鱼。|生鮭魚塊配毛豆、黃瓜、海藻和芝麻，含魚。|Raw salmon cubes with edamame, cucumber, seaweed and sesame; fish.|生サーモン、枝豆、きゅうり、海藻、ごま。魚を含む。|생연어에 풋콩, 오이, 해초, 참깨. 생선 포함.|Сырой лосось, эдамаме, огурец, водоросли и кунжут; рыба.|کچی سالمن، ایڈامامے، کھیرا، سمندری گھاس اور تل؛ مچھلی شامل۔|مكعبات سلمون نيء مع إدامامي وخيار وأعشاب بحرية وسمسم؛ سمك.|Saumon cru en dés, edamame, concombre, algues et sésame ; poisson.|Roher Lachs mit Edamame, Gurke, Algen und Sesam; enthält Fisch.|Salmón crudo con edamame, pepino, algas y sésamo; contiene pescado.`,
          6200,
          {
            pack: 150,
            sales: 870,
            groups: [
              pokeBase(),
              pokeSauce(),
              extras([
                ['avocado', 800],
                ['salmon', 1800],
              ]),
            ],
          },
        ),
        dish(
          'spicy-tuna-poke',
          L`香辣金枪鱼波奇饭|香辣鮪魚波奇飯|Spicy tuna poke bowl|スパイシーツナポケボウル|매콤 참치 포케 볼|Поке с острым тунцом|تیکھا ٹونا پوکے باؤل|وعاء بوكي بالتونة الحارة|Bol poke au thon épicé|Scharfe Thunfisch-Poke-Bowl|Poke de atún picante`,
          L`生金枪鱼拌辣蛋黄酱，配芒果、紫甘蓝和脆洋葱。|生鮪魚拌辣蛋黃醬，配芒果、紫甘藍和脆洋蔥。|Raw tuna in spicy mayo with mango, red cabbage and crispy onion.|生マグロのスパイシーマヨ和え、マンゴー、紫キャベツ、揚げ玉ねぎ。|생참치를 매운 마요에 버무려 망고, 적양배추, 바삭한 양파.|Сырой тунец в остром майонезе с манго и красной капустой.|کچی ٹونا تیکھی میو میں، آم، لال گوبھی اور کرکری پیاز۔|تونة نيئة بالمايونيز الحار مع مانجو وملفوف أحمر وبصل مقرمش.|Thon cru, mayo épicée, mangue, chou rouge et oignon croustillant.|Roher Thunfisch in scharfer Mayo mit Mango, Rotkohl, Röstzwiebeln.|Atún crudo en mayonesa picante con mango, lombarda y cebolla frita.`,
          6800,
          { soldOut: true, pack: 150, sales: 520, groups: [pokeBase(), pokeSauce()] },
        ),
        dish(
          'tofu-poke',
          L`香煎豆腐素波奇|香煎豆腐素波奇|Seared tofu vegan poke|焼き豆腐のヴィーガンポケ|구운 두부 비건 포케|Веганский поке с жареным тофу|سینکا ہوا ٹوفو ویگن پوکے|بوكي نباتي بالتوفو المحمر|Poke vegan au tofu grillé|Veganes Poke mit gebratenem Tofu|Poke vegano de tofu a la plancha`,
          L`香煎豆腐配牛油果、玉米、胡萝卜和毛豆，纯素。|香煎豆腐配酪梨、玉米、胡蘿蔔和毛豆，純素。|Seared tofu with avocado, corn, carrot and edamame; fully vegan.|焼き豆腐にアボカド、コーン、にんじん、枝豆。完全ヴィーガン。|구운 두부에 아보카도, 옥수수, 당근, 풋콩. 완전 비건.|Жареный тофу, авокадо, кукуруза, морковь и эдамаме; веганское.|سینکا ٹوفو، ایووکاڈو، مکئی، گاجر اور ایڈامامے؛ مکمل ویگن۔|توفو محمر مع أفوكادو وذرة وجزر وإدامامي؛ نباتي بالكامل.|Tofu saisi, avocat, maïs, carotte et edamame ; 100 % vegan.|Gebratener Tofu mit Avocado, Mais, Karotte und Edamame; vegan.|Tofu a la plancha con aguacate, maíz, zanahoria y edamame; vegano.`,
          4800,
          { pack: 150, sales: 430, groups: [pokeBase(), pokeSauce()] },
        ),
      ],
    ),
    category('salads', L`沙拉|沙拉|Salads|サラダ|샐러드|Салаты|سلاد|السلطات|Salades|Salate|Ensaladas`, [
      dish(
        'chicken-caesar',
        L`烤鸡胸凯撒沙拉|烤雞胸凱撒沙拉|Grilled chicken Caesar salad|グリルチキンのシーザーサラダ|그릴드 치킨 시저 샐러드|Салат «Цезарь» с курицей гриль|گرلڈ چکن سیزر سلاد|سلطة سيزر بالدجاج المشوي|Salade César au poulet grillé|Caesar Salad mit gegrilltem Hähnchen|Ensalada César con pollo a la parrilla`,
        L`罗马生菜、烤鸡胸、帕玛森和面包丁，酱含鳀鱼。|蘿蔓生菜、烤雞胸、帕瑪森和麵包丁，醬含鯷魚。|Romaine, grilled chicken breast, parmesan and croutons; dressing has anchovy.|ロメインレタス、グリルチキン、パルメザン、クルトン。ドレッシングにアンチョビ。|로메인, 구운 닭가슴살, 파르메산, 크루통. 드레싱에 안초비.|Романо, куриная грудка гриль, пармезан и гренки; в соусе анчоусы.|رومین سلاد، گرلڈ چکن بریسٹ، پارمیزان اور کروٹان؛ ڈریسنگ میں اینچووی۔|خس روماني وصدر دجاج مشوي وبارميزان وخبز محمص؛ الصلصة فيها أنشوفة.|Romaine, poulet grillé, parmesan et croûtons ; sauce aux anchois.|Römersalat, Hähnchenbrust, Parmesan und Croûtons; Dressing mit Sardellen.|Lechuga romana, pollo a la parrilla, parmesano y picatostes; salsa con anchoa.`,
        4800,
        {
          pack: 150,
          sales: 390,
          groups: [
            extras([
              ['extra_chicken', 1000],
              ['avocado', 800],
            ]),
          ],
        },
      ),
      dish(
        'seaweed-salad',
        L`芝麻海藻沙拉|芝麻海藻沙拉|Sesame seaweed salad|ごま海藻サラダ|참깨 해초 샐러드|Салат из водорослей с кунжутом|تل والا سمندری گھاس کا سلاد|سلطة أعشاب بحرية بالسمسم|Salade d'algues au sésame|Algensalat mit Sesam|Ensalada de algas con sésamo`,
        L`裙带菜拌芝麻油和米醋，清爽开胃，纯素。|裙帶菜拌芝麻油和米醋，清爽開胃，純素。|Wakame in sesame oil and rice vinegar; light, tangy and vegan.|わかめのごま油と米酢和え。さっぱりヴィーガン。|미역을 참기름과 쌀식초에 무친 상큼한 비건 샐러드.|Вакаме в кунжутном масле и рисовом уксусе; легко и веганско.|واکامے، تل کا تیل اور چاول کا سرکہ؛ ہلکا، کھٹا اور ویگن۔|واكامي بزيت السمسم وخل الأرز؛ خفيفة ومنعشة ونباتية.|Wakamé à l'huile de sésame et vinaigre de riz ; léger, vegan.|Wakame mit Sesamöl und Reisessig; leicht, frisch und vegan.|Wakame con aceite de sésamo y vinagre de arroz; ligera y vegana.`,
        1800,
        { sales: 310 },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'yuzu-sparkling',
        L`柚子气泡水|柚子氣泡水|Yuzu sparkling water|柚子スパークリング|유자 스파클링|Газированная вода с юдзу|یوزو اسپارکلنگ واٹر|مياه فوارة باليوزو|Eau pétillante au yuzu|Yuzu-Sprudel|Agua con gas de yuzu`,
        L`日本柚子汁加气泡水，低糖清爽。|日本柚子汁加氣泡水，低糖清爽。|Japanese yuzu juice topped with sparkling water; low sugar.|柚子果汁を炭酸水で割った低糖ドリンク。|유자즙에 탄산수를 더한 저당 음료.|Сок юдзу с газированной водой; мало сахара.|جاپانی یوزو کا رس اور سوڈا واٹر؛ کم چینی۔|عصير يوزو ياباني مع مياه فوارة؛ قليل السكر.|Jus de yuzu japonais allongé d'eau pétillante ; peu sucré.|Japanischer Yuzusaft mit Sprudelwasser; wenig Zucker.|Zumo de yuzu japonés con agua con gas; poco azúcar.`,
        2200,
        { pack: 50, sales: 280, groups: [sugar(), ice(false)] },
      ),
    ]),
  ],
})

const leanBase = () =>
  pick('base', [
    ['cauli_rice', 0],
    ['greens', 0],
    ['brown_rice', 300],
  ])

const leanBowl = shop({
  key: 'lean-bowl',
  name: L`轻碗低碳厨房|輕碗低碳廚房|Lean Bowl Low-Carb Kitchen|リーンボウル 低糖質キッチン|린 볼 저탄수 키친|Низкоуглеводная кухня «Лин Боул»|لین باؤل لو کارب کچن|مطبخ لين بول قليل الكربوهيدرات|Lean Bowl, cuisine pauvre en glucides|Lean Bowl – Low-Carb-Küche|Lean Bowl, cocina baja en carbohidratos`,
  type: 'diet',
  cuisine: 'healthy',
  tastes: ['light', 'savory'],
  address: address('madang', '388'),
  lng: 121.4745,
  lat: 31.218,
  phone: '13764418290',
  hours: fixed(['10:00', '21:30']),
  minimumOrderFen: 3000,
  fullReductionTiers: [
    [4500, 500],
    [8000, 1200],
  ],
  rating: 47,
  monthlySales: 960,
  categories: [
    category(
      'low-carb-bowls',
      L`低碳碗|低碳碗|Low-carb bowls|低糖質ボウル|저탄수 볼|Низкоуглеводные боулы|کم کاربوہائیڈریٹ باؤلز|أوعية قليلة الكربوهيدرات|Bols pauvres en glucides|Low-Carb-Bowls|Bols bajos en carbohidratos`,
      [
        dish(
          'herb-chicken-bowl',
          L`香草鸡胸花椰菜米碗|香草雞胸花椰菜米碗|Herb chicken cauliflower rice bowl|ハーブチキンとカリフラワーライスのボウル|허브 치킨 콜리플라워 라이스 볼|Боул с курицей и рисом из цветной капусты|ہربی چکن اور گوبھی چاول کا باؤل|وعاء دجاج بالأعشاب وأرز القرنبيط|Bol poulet aux herbes et riz de chou-fleur|Kräuterhähnchen-Bowl mit Blumenkohlreis|Bol de pollo a las hierbas con arroz de coliflor`,
          L`香草烤鸡胸配花椰菜米和烤蔬菜，约480千卡。|香草烤雞胸配花椰菜米和烤蔬菜，約480千卡。|Herb-roasted chicken breast, cauliflower rice and roast veg; ~480 kcal.|ハーブチキン、カリフラワーライス、焼き野菜。約480kcal。|허브 닭가슴살, 콜리플라워 라이스, 구운 채소. 약 480kcal.|Куриная грудка с травами, рис из капусты и овощи; ~480 ккал.|ہربی چکن بریسٹ، گوبھی کے چاول اور بھنی سبزیاں؛ تقریباً 480 کیلوری۔|صدر دجاج بالأعشاب وأرز القرنبيط وخضار مشوية؛ نحو 480 سعرة.|Blanc de poulet aux herbes, riz de chou-fleur, légumes ; ~480 kcal.|Kräuterhähnchen, Blumenkohlreis und Ofengemüse; ca. 480 kcal.|Pechuga a las hierbas, arroz de coliflor y verduras; ~480 kcal.`,
          4600,
          {
            pack: 150,
            sales: 620,
            groups: [
              leanBase(),
              extras([
                ['avocado', 800],
                ['fried_egg', 300],
              ]),
            ],
          },
        ),
        dish(
          'pepper-beef-broccoli',
          L`黑椒牛肉西兰花碗|黑椒牛肉青花菜碗|Black pepper beef and broccoli bowl|黒胡椒牛肉とブロッコリーのボウル|흑후추 소고기 브로콜리 볼|Боул с говядиной в чёрном перце и брокколи|کالی مرچ بیف اور بروکلی باؤل|وعاء لحم بقري بالفلفل الأسود والبروكلي|Bol bœuf au poivre noir et brocoli|Schwarzpfeffer-Rind-Brokkoli-Bowl|Bol de ternera a la pimienta y brócoli`,
          L`瘦牛肉片配西兰花和蘑菇，高蛋白，约520千卡。|瘦牛肉片配青花菜和蘑菇，高蛋白，約520千卡。|Lean beef with broccoli and mushrooms; high protein, about 520 kcal.|赤身牛肉、ブロッコリー、きのこ。高たんぱく、約520kcal。|살코기 소고기, 브로콜리, 버섯. 고단백, 약 520kcal.|Постная говядина с брокколи и грибами; много белка, ~520 ккал.|کم چکنائی گوشت، بروکلی اور مشروم؛ زیادہ پروٹین، تقریباً 520 کیلوری۔|لحم بقري قليل الدهن مع بروكلي وفطر؛ غني بالبروتين، نحو 520 سعرة.|Bœuf maigre, brocoli et champignons ; riche en protéines, ~520 kcal.|Mageres Rind mit Brokkoli und Pilzen; proteinreich, ca. 520 kcal.|Ternera magra con brócoli y setas; rica en proteína, ~520 kcal.`,
          5600,
          { pack: 150, sales: 480, groups: [leanBase(), spice()] },
        ),
        dish(
          'seared-salmon-asparagus',
          L`香煎三文鱼配芦笋|香煎鮭魚佐蘆筍|Pan-seared salmon with asparagus|サーモンのソテー アスパラ添え|연어 스테이크와 아스파라거스|Жареный лосось со спаржей|سالمن اور ایسپیراگس|سلمون محمر مع الهليون|Saumon poêlé et asperges|Gebratener Lachs mit Spargel|Salmón a la plancha con espárragos`,
          L`挪威三文鱼排配芦笋和柠檬黄油，富含Omega-3。|挪威鮭魚排佐蘆筍和檸檬奶油，富含Omega-3。|Norwegian salmon fillet, asparagus and lemon butter; rich in omega-3.|ノルウェーサーモン、アスパラ、レモンバター。オメガ3豊富。|노르웨이 연어, 아스파라거스, 레몬 버터. 오메가3 풍부.|Норвежский лосось, спаржа и лимонное масло; много омега-3.|ناروے کی سالمن، ایسپیراگس اور لیموں مکھن؛ اومیگا 3 سے بھرپور۔|فيليه سلمون نرويجي مع هليون وزبدة الليمون؛ غني بأوميغا 3.|Pavé de saumon de Norvège, asperges et beurre citronné ; oméga-3.|Norwegischer Lachs, Spargel und Zitronenbutter; reich an Omega-3.|Salmón noruego, espárragos y mantequilla de limón; rico en omega-3.`,
          7800,
          { soldOut: true, pack: 150, sales: 260, groups: [leanBase()] },
        ),
        dish(
          'zucchini-pesto',
          L`青酱西葫芦面|青醬櫛瓜麵|Zucchini noodles with pesto|ズッキーニヌードルのジェノベーゼ|페스토 주키니 누들|Лапша из цукини с песто|پیسٹو کے ساتھ زوکینی نوڈلز|نودلز الكوسا بالبيستو|Spaghettis de courgette au pesto|Zucchininudeln mit Pesto|Espaguetis de calabacín al pesto`,
          L`西葫芦切成面条状，拌罗勒青酱和松子，含坚果。|櫛瓜切成麵條狀，拌羅勒青醬和松子，含堅果。|Spiralised zucchini in basil pesto with pine nuts; contains nuts.|ズッキーニの麺をバジルペーストと松の実で。ナッツ入り。|국수처럼 썬 주키니에 바질 페스토와 잣, 견과류 포함.|Спирали цукини в песто из базилика с кедровыми орехами.|بل دار زوکینی، تلسی پیسٹو اور چلغوزے؛ میوہ جات شامل۔|كوسا حلزونية بصلصة بيستو الريحان وصنوبر؛ تحتوي مكسرات.|Courgette en spirale, pesto au basilic et pignons ; fruits à coque.|Zucchinispiralen in Basilikumpesto mit Pinienkernen; enthält Nüsse.|Calabacín en espiral con pesto y piñones; contiene frutos secos.`,
          4200,
          {
            pack: 150,
            sales: 300,
            groups: [
              extras([
                ['shrimp', 1200],
                ['extra_chicken', 1000],
              ]),
            ],
          },
        ),
      ],
    ),
    category('snacks-drinks', SNACKS_DRINKS, [
      dish(
        'greek-yogurt-cup',
        L`希腊酸奶坚果杯|希臘優格堅果杯|Greek yogurt cup with nuts|ギリシャヨーグルトとナッツのカップ|그릭 요거트 견과류 컵|Греческий йогурт с орехами|یونانی دہی اور میوہ جات کا کپ|كوب زبادي يوناني بالمكسرات|Yaourt grec aux noix|Griechischer Joghurt mit Nüssen|Vaso de yogur griego con frutos secos`,
        L`无糖希腊酸奶配杏仁、核桃和蓝莓，含乳制品和坚果。|無糖希臘優格配杏仁、核桃和藍莓，含乳製品和堅果。|Unsweetened Greek yogurt, almonds, walnuts and blueberries; dairy, nuts.|無糖ギリシャヨーグルト、アーモンド、くるみ、ブルーベリー。|무가당 그릭 요거트, 아몬드, 호두, 블루베리. 유제품·견과류.|Несладкий греческий йогурт, миндаль, грецкие орехи, черника.|بغیر چینی یونانی دہی، بادام، اخروٹ اور بلو بیری؛ دودھ، میوے۔|زبادي يوناني بلا سكر مع لوز وجوز وتوت أزرق؛ ألبان ومكسرات.|Yaourt grec nature, amandes, noix et myrtilles ; lait, fruits à coque.|Ungesüßter Joghurt, Mandeln, Walnüsse, Heidelbeeren; Milch, Nüsse.|Yogur griego natural, almendras, nueces y arándanos; lácteos, frutos secos.`,
        2200,
        { pack: 50, sales: 350 },
      ),
      dish(
        'oat-matcha-latte',
        L`燕麦奶抹茶拿铁|燕麥奶抹茶拿鐵|Oat milk matcha latte|オーツミルク抹茶ラテ|오트 밀크 말차 라테|Матча-латте на овсяном молоке|جئی کے دودھ والا ماچا لاتے|ماتشا لاتيه بحليب الشوفان|Matcha latte au lait d'avoine|Matcha Latte mit Hafermilch|Matcha latte con leche de avena`,
        L`宇治抹茶配燕麦奶，默认无糖，不含乳制品。|宇治抹茶配燕麥奶，預設無糖，不含乳製品。|Uji matcha with oat milk, unsweetened by default; dairy-free.|宇治抹茶とオーツミルク。標準は無糖、乳製品不使用。|우지 말차와 오트 밀크, 기본 무가당, 유제품 없음.|Матча из Удзи с овсяным молоком, без сахара; без молочного.|اوجی ماچا جئی کے دودھ کے ساتھ، بغیر چینی؛ ڈیری سے پاک۔|ماتشا أوجي مع حليب الشوفان، بلا سكر افتراضياً؛ بلا ألبان.|Matcha d'Uji et lait d'avoine, sans sucre par défaut ; sans lactose.|Uji-Matcha mit Hafermilch, standardmäßig ungesüßt; milchfrei.|Matcha de Uji con leche de avena, sin azúcar por defecto; sin lácteos.`,
        2800,
        {
          pack: 100,
          sales: 410,
          groups: [
            pick('sugar', [
              ['sugar_none', 0],
              ['sugar_30', 0],
              ['sugar_50', 0],
            ]),
            ice(),
          ],
        },
      ),
    ]),
  ],
})

const goldenCrisp = shop({
  key: 'golden-crisp-chicken',
  name: L`金脆炸鸡|金脆炸雞|Golden Crisp Fried Chicken|ゴールデンクリスプ・フライドチキン|골든 크리스프 치킨|Жареная курица «Золотая корочка»|گولڈن کرسپ فرائیڈ چکن|دجاج غولدن كريسب المقلي|Poulet frit Croustillant Doré|Golden Crisp Brathähnchen|Pollo frito Dorado Crujiente`,
  type: 'fast_food',
  cuisine: 'fried_chicken',
  tastes: ['savory', 'spicy'],
  address: address('huanghe', '65'),
  lng: 121.4698,
  lat: 31.2372,
  phone: '021-63273305',
  hours: fixed(['00:00', '24:00']),
  minimumOrderFen: 0,
  baseDeliveryFeeFen: 400,
  fullReductionTiers: [
    [3000, 300],
    [5000, 800],
  ],
  rating: 45,
  monthlySales: 5210,
  categories: [
    category(
      'fried-chicken',
      L`炸鸡|炸雞|Fried chicken|フライドチキン|치킨|Жареная курица|فرائیڈ چکن|الدجاج المقلي|Poulet frit|Brathähnchen|Pollo frito`,
      [
        dish(
          'chicken-bucket',
          L`炸鸡桶|炸雞桶|Fried chicken bucket|フライドチキンバケツ|치킨 버킷|Ведёрко жареной курицы|فرائیڈ چکن بکٹ|دلو دجاج مقلي|Seau de poulet frit|Brathähnchen-Eimer|Cubo de pollo frito`,
          L`带骨鸡块腌制12小时后酥炸，外皮金黄酥脆。|帶骨雞塊醃製12小時後酥炸，外皮金黃酥脆。|Bone-in chicken marinated 12 hours, then fried golden and crisp.|骨付きチキンを12時間漬けてカリッと揚げたもの。|뼈 있는 닭을 12시간 재워 바삭하게 튀김.|Курица на кости, маринованная 12 часов и обжаренная до корочки.|ہڈی والا چکن 12 گھنٹے میرینیٹ کر کے سنہری کرکرا تلا گیا۔|دجاج بالعظم متبل 12 ساعة ثم مقلي حتى يصبح ذهبياً مقرمشاً.|Poulet avec os mariné 12 h puis frit, doré et croustillant.|Hähnchen mit Knochen, 12 Std. mariniert, goldbraun frittiert.|Pollo con hueso marinado 12 horas y frito, dorado y crujiente.`,
          6800,
          {
            pack: 200,
            sales: 2380,
            groups: [
              pick('quantity', [
                ['pieces8', 0],
                ['pieces12', 3000],
              ]),
              pick('flavour', [
                ['fc_original', 0],
                ['fc_hot', 0],
                ['fc_honey_garlic', 200],
              ]),
            ],
          },
        ),
        dish(
          'popcorn-chicken',
          L`盐酥鸡米花|鹽酥雞米花|Popcorn chicken|ポップコーンチキン|팝콘 치킨|Куриный попкорн|پاپ کارن چکن|دجاج بوب كورن|Poulet pop-corn|Popcorn-Hähnchen|Pollo palomita`,
          L`一口大小的鸡腿肉块，撒椒盐和炸九层塔。|一口大小的雞腿肉塊，撒椒鹽和炸九層塔。|Bite-sized chicken thigh with pepper salt and fried basil.|一口サイズの鶏もも肉に椒塩と揚げバジル。|한입 크기 닭다리살에 후추 소금과 튀긴 바질.|Кусочки куриного бедра с перечной солью и жареным базиликом.|چھوٹے چکن ران کے ٹکڑے، کالی مرچ نمک اور تلی تلسی۔|قطع صغيرة من فخذ الدجاج مع ملح الفلفل وريحان مقلي.|Bouchées de cuisse de poulet, sel poivré et basilic frit.|Hähnchenhappen mit Pfeffersalz und frittiertem Basilikum.|Bocados de muslo de pollo con sal y pimienta y albahaca frita.`,
          1800,
          {
            pack: 100,
            sales: 1920,
            groups: [
              size(['regular', 0], ['large', 800]),
              pick('sauce', [
                ['sauce_garlic', 0],
                ['sauce_chili', 0],
                ['sauce_honey_mustard', 0],
              ]),
            ],
          },
        ),
        dish(
          'spicy-wings',
          L`香辣鸡翅（6只）|香辣雞翅（6隻）|Spicy chicken wings (6)|スパイシー手羽先（6本）|매콤 닭날개 (6개)|Острые куриные крылышки (6 шт.)|تیکھے چکن ونگز (6)|أجنحة دجاج حارة (6)|Ailes de poulet épicées (6)|Scharfe Chicken Wings (6 Stück)|Alitas de pollo picantes (6)`,
          L`鸡翅裹香辣粉炸脆，辣度可选。|雞翅裹香辣粉炸脆，辣度可選。|Wings fried crisp in a spicy coating; choose your heat.|スパイシーな衣でカリッと揚げた手羽先。辛さを選べる。|매콤한 튀김옷을 입혀 바삭하게 튀긴 날개, 맵기 선택.|Крылышки в острой панировке; остроту можно выбрать.|تیکھی تہہ میں کرکرے تلے ونگز؛ مرچ اپنی پسند کی۔|أجنحة مقلية مقرمشة بتتبيلة حارة؛ اختر درجة الحدة.|Ailes frites croustillantes en chapelure épicée ; piquant au choix.|Knusprig frittierte Flügel in scharfer Panade; Schärfe wählbar.|Alitas crujientes con rebozado picante; elige el picante.`,
          2600,
          { pack: 100, sales: 1640, groups: [spice()] },
        ),
      ],
    ),
    category('sides', CAT.sides, [
      dish(
        'buttered-corn',
        L`黄油甜玉米杯|奶油甜玉米杯|Buttered sweet corn cup|バターコーンカップ|버터 옥수수 컵|Сладкая кукуруза с маслом|مکھن والے میٹھے مکئی کے دانے|كوب ذرة حلوة بالزبدة|Maïs doux au beurre|Buttermais im Becher|Vaso de maíz dulce con mantequilla`,
        L`热甜玉米粒拌黄油，适合不吃辣的孩子。|熱甜玉米粒拌奶油，適合不吃辣的孩子。|Hot sweet corn kernels with butter; good for kids who avoid spice.|温かいコーンにバター。辛いのが苦手な子どもにも。|따뜻한 옥수수에 버터, 매운 것 못 먹는 아이에게 좋아요.|Горячая сладкая кукуруза с маслом; подойдёт детям.|گرم میٹھی مکئی مکھن کے ساتھ؛ بچوں کے لیے موزوں۔|حبات ذرة حلوة ساخنة بالزبدة؛ مناسبة للأطفال.|Grains de maïs chauds au beurre ; parfait pour les enfants.|Heißer Zuckermais mit Butter; ideal für Kinder ohne Schärfe.|Maíz dulce caliente con mantequilla; ideal para niños.`,
        1200,
        { pack: 50, sales: 880 },
      ),
      dish(
        'waffle-fries',
        L`波浪薯格|波浪薯格|Waffle fries|ワッフルポテト|와플 감자튀김|Картофель-вафли|وافل فرائز|بطاطس مقلية شبكية|Frites gaufrées|Waffelpommes|Patatas gofre`,
        L`网格状土豆片炸至金黄，撒海盐和辣椒粉。|網格狀土豆片炸至金黃，撒海鹽和辣椒粉。|Lattice-cut potatoes fried golden with sea salt and paprika.|格子状のポテトを揚げて海塩とパプリカ。|격자 모양 감자를 튀겨 바다 소금과 파프리카.|Картофель решёткой, жаренный до золота, с солью и паприкой.|جالی دار آلو سنہری تلے، سمندری نمک اور پپریکا۔|بطاطس مقطعة شبكياً مقلية مع ملح البحر والبابريكا.|Pommes de terre gaufrées dorées, sel marin et paprika.|Gitterkartoffeln goldbraun mit Meersalz und Paprika.|Patatas en rejilla doradas con sal marina y pimentón.`,
        1400,
        { pack: 50, sales: 1200, groups: [size(['regular', 0], ['large', 500])] },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'lemon-cola',
        L`冰柠檬可乐|冰檸檬可樂|Iced lemon cola|レモンコーラ|레몬 콜라|Кола с лимоном и льдом|لیموں والا ٹھنڈا کولا|كولا بالليمون المثلج|Cola glacé au citron|Cola mit Zitrone und Eis|Cola con limón y hielo`,
        L`可乐加新鲜柠檬片和冰块，含咖啡因。|可樂加新鮮檸檬片和冰塊，含咖啡因。|Cola with fresh lemon slices and ice; contains caffeine.|コーラに生レモンと氷。カフェイン入り。|콜라에 생레몬 슬라이스와 얼음, 카페인 포함.|Кола со свежим лимоном и льдом; содержит кофеин.|کولا، تازہ لیموں کے ٹکڑے اور برف؛ کیفین شامل۔|كولا مع شرائح ليمون طازجة وثلج؛ تحتوي كافيين.|Cola, tranches de citron frais et glaçons ; contient de la caféine.|Cola mit frischer Zitrone und Eis; enthält Koffein.|Cola con rodajas de limón y hielo; contiene cafeína.`,
        900,
        { pack: 50, sales: 2100, groups: [ice(false)] },
      ),
    ]),
  ],
})

const dumplingQuantity = (extraFen: number) =>
  pick('quantity', [
    ['pcs12', 0],
    ['pcs20', extraFen],
  ])

const dumplingExpress = shop({
  key: 'dumpling-express',
  name: L`饺子快线|餃子快線|Dumpling Express|餃子エクスプレス|만두 익스프레스|«Пельменный экспресс»|ڈمپلنگ ایکسپریس|قطار الزلابية السريع|Dumpling Express, raviolis chinois|Teigtaschen-Express|Dumpling Express, empanadillas chinas`,
  type: 'fast_food',
  cuisine: 'dongbei',
  tastes: ['savory'],
  address: address('shaanxi_n', '666'),
  lng: 121.456,
  lat: 31.2375,
  phone: '021-62581147',
  hours: fixed(['10:00', '22:00']),
  minimumOrderFen: 1500,
  fullReductionTiers: [
    [2500, 300],
    [5000, 800],
  ],
  rating: 46,
  monthlySales: 2780,
  categories: [
    category(
      'dumplings',
      L`饺子|餃子|Dumplings|餃子|만두|Пельмени|ڈمپلنگز|الزلابية|Raviolis chinois|Teigtaschen|Empanadillas`,
      [
        dish(
          'pork-cabbage-dumplings',
          L`猪肉白菜水饺|豬肉白菜水餃|Pork and napa cabbage dumplings|豚肉と白菜の水餃子|돼지고기 배추 물만두|Пельмени со свининой и пекинской капустой|سور کے گوشت اور چینی بند گوبھی کے ڈمپلنگ|زلابية لحم الخنزير والملفوف الصيني|Raviolis porc et chou chinois|Teigtaschen mit Schwein und Chinakohl|Empanadillas de cerdo y col china`,
          L`东北手工水饺，猪肉白菜馅，配醋和蒜泥。|東北手工水餃，豬肉白菜餡，配醋和蒜泥。|Handmade northeastern dumplings of pork and cabbage, with vinegar and garlic.|東北式の手作り水餃子、豚肉と白菜。酢とにんにく添え。|둥베이식 수제 물만두, 돼지고기·배추 소, 식초와 마늘.|Домашние пельмени по-дунбэйски со свининой и капустой, уксус и чеснок.|شمال مشرقی چین کے ہاتھ سے بنے ڈمپلنگ، سور کا گوشت اور گوبھی۔|زلابية يدوية شمالية بلحم الخنزير والملفوف، مع الخل والثوم.|Raviolis faits main du Nord-Est, porc et chou, vinaigre et ail.|Handgemachte Teigtaschen aus Nordostchina, Schwein und Kohl, mit Essig.|Empanadillas caseras del noreste, de cerdo y col, con vinagre y ajo.`,
          2200,
          { pack: 100, sales: 1640, groups: [dumplingQuantity(1200)] },
        ),
        dish(
          'lamb-carrot-dumplings',
          L`羊肉胡萝卜水饺|羊肉胡蘿蔔水餃|Lamb and carrot dumplings|羊肉とにんじんの水餃子|양고기 당근 물만두|Пельмени с бараниной и морковью|بکرے کے گوشت اور گاجر کے ڈمپلنگ|زلابية لحم الضأن والجزر|Raviolis agneau et carotte|Teigtaschen mit Lamm und Karotte|Empanadillas de cordero y zanahoria`,
          L`羊肉配胡萝卜和洋葱，鲜嫩多汁，不含猪肉。|羊肉配胡蘿蔔和洋蔥，鮮嫩多汁，不含豬肉。|Juicy lamb with carrot and onion; no pork.|羊肉、にんじん、玉ねぎのジューシーな餃子。豚肉不使用。|육즙 가득한 양고기·당근·양파 만두, 돼지고기 없음.|Сочная баранина с морковью и луком; без свинины.|رس دار بکرے کا گوشت، گاجر اور پیاز؛ سور کا گوشت نہیں۔|لحم ضأن طري مع جزر وبصل؛ بدون لحم خنزير.|Agneau juteux, carotte et oignon ; sans porc.|Saftiges Lamm mit Karotte und Zwiebel; ohne Schwein.|Cordero jugoso con zanahoria y cebolla; sin cerdo.`,
          2800,
          { pack: 100, sales: 720, groups: [dumplingQuantity(1600)] },
        ),
        dish(
          'three-treasure-potstickers',
          L`三鲜锅贴|三鮮鍋貼|Three-treasure potstickers|三鮮焼き餃子|삼선 군만두|Жареные пельмени «Три деликатеса»|تین خزانوں والے تلے ڈمپلنگ|زلابية مقلية بثلاث نكهات|Raviolis grillés aux trois saveurs|Gebratene Teigtaschen „Drei Schätze“|Empanadillas a la plancha tres delicias`,
          L`猪肉、虾仁和韭菜馅煎饺，底部焦脆，含甲壳类。|豬肉、蝦仁和韭菜餡煎餃，底部焦脆，含甲殼類。|Pan-fried pork, shrimp and chive dumplings; crispy base, shellfish.|豚肉、エビ、ニラの焼き餃子。底はカリッと、甲殻類を含む。|돼지고기·새우·부추 군만두, 바삭한 바닥, 갑각류 포함.|Жареные пельмени со свининой, креветками и луком; ракообразные.|سور کا گوشت، جھینگا اور ہری پیاز کے تلے ڈمپلنگ؛ شیل فش شامل۔|زلابية مقلية بلحم الخنزير والروبيان والثوم المعمر؛ تحتوي قشريات.|Raviolis poêlés porc, crevette et ciboulette ; crustacés.|Gebratene Teigtaschen mit Schwein, Garnele und Schnittlauch.|Empanadillas de cerdo, gamba y cebollino a la plancha; marisco.`,
          2600,
          { pack: 100, sales: 930, groups: [dumplingQuantity(1500)] },
        ),
        dish(
          'egg-chive-dumplings',
          L`素三鲜水饺|素三鮮水餃|Egg, chive and mushroom dumplings|卵・ニラ・きのこの水餃子|달걀 부추 버섯 물만두|Пельмени с яйцом, луком и грибами|انڈا، ہری پیاز اور مشروم کے ڈمپلنگ|زلابية البيض والثوم المعمر والفطر|Raviolis œuf, ciboulette et champignons|Teigtaschen mit Ei, Schnittlauch und Pilzen|Empanadillas de huevo, cebollino y setas`,
          L`鸡蛋、韭菜、木耳和香菇馅，素食（含蛋）。|雞蛋、韭菜、木耳和香菇餡，素食（含蛋）。|Egg, chive, wood ear and shiitake filling; vegetarian with egg.|卵、ニラ、きくらげ、しいたけ。卵入りベジタリアン。|달걀, 부추, 목이버섯, 표고버섯. 달걀이 들어간 채식.|Яйцо, лук, древесные грибы и шиитаке; вегетарианское, с яйцом.|انڈا، ہری پیاز، مشروم اور شیتاکے؛ سبزی خور (انڈا شامل)۔|بيض وثوم معمر وفطر أذن الخشب وشيتاكي؛ نباتي مع بيض.|Œuf, ciboulette, champignons noirs et shiitakés ; végétarien.|Ei, Schnittlauch, Morcheln und Shiitake; vegetarisch mit Ei.|Huevo, cebollino, setas y shiitake; vegetariano con huevo.`,
          2000,
          { pack: 100, sales: 510, groups: [dumplingQuantity(1000)] },
        ),
      ],
    ),
    category(
      'soup-sides',
      L`汤与小菜|湯與小菜|Soup and sides|スープ・小皿|수프·반찬|Супы и закуски|سوپ اور سائیڈز|الحساء والمقبلات|Soupe et accompagnements|Suppe und Beilagen|Sopa y guarniciones`,
      [
        dish(
          'hot-sour-soup',
          L`酸辣汤|酸辣湯|Hot and sour soup|酸辣湯（サンラータン）|쏸라탕 (새콤매콤 수프)|Кисло-острый суп|کھٹا تیکھا سوپ|حساء حامض وحار|Soupe aigre-piquante|Sauer-scharfe Suppe|Sopa agripicante`,
          L`豆腐、木耳和蛋花的胡椒醋汤，微辣。|豆腐、木耳和蛋花的胡椒醋湯，微辣。|Peppery vinegar soup with tofu, wood ear and egg ribbons.|豆腐、きくらげ、溶き卵の胡椒と酢のスープ。|두부, 목이버섯, 달걀을 넣은 후추·식초 수프.|Перечно-уксусный суп с тофу, грибами и яйцом.|ٹوفو، مشروم اور انڈے کے ساتھ کالی مرچ اور سرکے کا سوپ۔|حساء الخل والفلفل مع توفو وفطر وخيوط البيض.|Soupe poivrée au vinaigre, tofu, champignons noirs et œuf.|Pfeffrige Essigsuppe mit Tofu, Morcheln und Eierflocken.|Sopa de vinagre y pimienta con tofu, setas y huevo.`,
          1200,
          { pack: 100, sales: 690, groups: [spice()] },
        ),
        dish(
          'shredded-potato-salad',
          L`凉拌土豆丝|涼拌馬鈴薯絲|Shredded potato salad|じゃがいもの細切り和え|감자채 무침|Салат из картофельной соломки|کٹے آلو کا ٹھنڈا سلاد|سلطة بطاطس مقطعة باردة|Salade de pommes de terre en julienne|Kartoffelstreifen-Salat|Ensalada de patata en juliana`,
          L`爽脆土豆丝拌醋和青椒，凉菜，微酸，素食。|爽脆馬鈴薯絲拌醋和青椒，涼菜，微酸，素食。|Crunchy potato shreds with vinegar and green pepper; cold, vegan.|シャキシャキのじゃがいもを酢とピーマンで和えた冷菜。|아삭한 감자채를 식초와 풋고추로 무친 냉채, 비건.|Хрустящая картофельная соломка с уксусом и перцем; веганская.|کرکرے آلو کے لچھے، سرکہ اور ہری مرچ؛ ٹھنڈا، ویگن۔|شرائح بطاطس مقرمشة بالخل والفلفل الأخضر؛ باردة ونباتية.|Julienne de pommes de terre croquante, vinaigre et poivron ; vegan.|Knackige Kartoffelstreifen mit Essig und Paprika; kalt, vegan.|Juliana de patata crujiente con vinagre y pimiento; fría, vegana.`,
          1200,
          { pack: 50, sales: 450 },
        ),
      ],
    ),
  ],
})

const morningLight = shop({
  key: 'morning-light-bakery',
  name: L`晨光面包房|晨光麵包房|Morning Light Bakery|モーニングライト・ベーカリー|모닝 라이트 베이커리|Пекарня «Утренний свет»|مارننگ لائٹ بیکری|مخبز ضوء الصباح|Boulangerie Lumière du Matin|Bäckerei Morgenlicht|Panadería Luz de la Mañana`,
  type: 'western',
  cuisine: 'bakery',
  tastes: ['sweet'],
  address: address('wenshui', '1000'),
  lng: 121.447,
  lat: 31.291,
  phone: '021-56352871',
  hours: fixed(['07:00', '20:00']),
  minimumOrderFen: 0,
  fullReductionTiers: [],
  rating: 48,
  monthlySales: 1310,
  categories: [
    category('bread', L`面包|麵包|Bread|パン|빵|Хлеб|روٹی اور بن|الخبز|Pains|Brot|Panes`, [
      dish(
        'sourdough-loaf',
        L`天然酵母乡村面包|天然酵母鄉村麵包|Sourdough country loaf|天然酵母のカンパーニュ|천연 발효 캄파뉴|Деревенский хлеб на закваске|کھٹے خمیر کی دیہاتی روٹی|خبز ريفي بالخميرة الطبيعية|Pain de campagne au levain|Sauerteig-Landbrot|Pan rústico de masa madre`,
        L`48小时发酵，外壳焦脆，内部湿润有嚼劲，纯素。|48小時發酵，外殼焦脆，內部濕潤有嚼勁，純素。|Fermented for 48 hours; crackly crust, moist chewy crumb; vegan.|48時間発酵。皮はパリッと中はしっとりもちもち。ヴィーガン。|48시간 발효, 바삭한 껍질과 촉촉하고 쫄깃한 속, 비건.|48 часов брожения; хрустящая корка, влажный мякиш; веганский.|48 گھنٹے خمیر؛ کرکری پرت، نرم اندرونی حصہ؛ ویگن۔|مخمّر 48 ساعة؛ قشرة مقرمشة ولب رطب مطاطي؛ نباتي.|48 h de fermentation ; croûte craquante, mie moelleuse ; vegan.|48 Stunden gereift; krachende Kruste, saftige Krume; vegan.|Fermentado 48 horas; corteza crujiente, miga húmeda; vegano.`,
        3800,
        { pack: 100, sales: 420, groups: [size(['regular', 0], ['large', 1800])] },
      ),
      dish(
        'pork-floss-bites',
        L`肉松小贝|肉鬆小貝|Pork floss sponge bites|肉でんぶのミニケーキ|돼지고기 플로스 미니 케이크|Бисквитики со свиной стружкой|سور کے گوشت کے ریشے والے اسپنج بائٹس|قطع إسفنجية بخيوط لحم الخنزير|Bouchées moelleuses à la bourre de porc|Biskuithappen mit Schweinefleischflocken|Bizcochitos con hilo de cerdo`,
        L`戚风蛋糕夹沙拉酱，外裹肉松，咸甜，含猪肉。|戚風蛋糕夾沙拉醬，外裹肉鬆，鹹甜，含豬肉。|Chiffon sponge with mayo, rolled in pork floss; sweet-salty, pork.|シフォンにマヨ、豚肉でんぶをまぶした甘じょっぱい菓子。|시폰 케이크에 마요, 돼지고기 플로스를 묻힌 단짠 간식.|Бисквит с майонезом в свиной стружке; сладко-солёный, свинина.|شیفون کیک، میو اور سور کے گوشت کے ریشے؛ نمکین میٹھا۔|إسفنج شيفون بالمايونيز مغطى بخيوط لحم الخنزير؛ حلو مالح.|Génoise, mayonnaise et bourre de porc ; sucré-salé, porc.|Biskuit mit Mayo in Schweinefleischflocken; süß-salzig, Schwein.|Bizcocho con mayonesa e hilo de cerdo; dulce y salado, cerdo.`,
        1200,
        { pack: 50, sales: 860 },
      ),
      dish(
        'red-bean-bun',
        L`红豆沙面包|紅豆沙麵包|Red bean paste bun|あんパン|단팥빵|Булочка с пастой из красной фасоли|لال لوبیا پیسٹ والا بن|كعكة بمعجون الفاصولياء الحمراء|Brioche à la pâte de haricots rouges|Brötchen mit roter Bohnenpaste|Bollo de pasta de judía roja`,
        L`松软面包包绵密红豆沙，微甜，素食。|鬆軟麵包包綿密紅豆沙，微甜，素食。|Soft bun filled with smooth red bean paste; lightly sweet, vegetarian.|ふんわりパンになめらかなこしあん。ほんのり甘いベジ。|부드러운 빵 속에 고운 팥앙금, 은은한 단맛, 채식.|Мягкая булочка с пастой из красной фасоли; слегка сладкая.|نرم بن میں ملائم لال لوبیا پیسٹ؛ ہلکا میٹھا، سبزی خور۔|كعكة طرية محشوة بمعجون فاصولياء حمراء ناعم؛ حلوة قليلاً.|Brioche moelleuse à la pâte de haricots rouges ; peu sucrée.|Weiches Brötchen mit roter Bohnenpaste; leicht süß, vegetarisch.|Bollo tierno con pasta suave de judía roja; poco dulce.`,
        900,
        { pack: 50, sales: 640 },
      ),
    ]),
    category(
      'pastries-cakes',
      L`西点蛋糕|西點蛋糕|Pastries and cakes|洋菓子・ケーキ|페이스트리·케이크|Выпечка и торты|پیسٹری اور کیک|المعجنات والكعك|Viennoiseries et gâteaux|Gebäck und Torten|Bollería y tartas`,
      [
        dish(
          'almond-croissant',
          L`杏仁可颂|杏仁可頌|Almond croissant|アーモンドクロワッサン|아몬드 크루아상|Миндальный круассан|بادام والا کروسان|كرواسون باللوز|Croissant aux amandes|Mandelcroissant|Cruasán de almendra`,
          L`可颂夹杏仁奶油，烤后撒杏仁片和糖粉，含坚果。|可頌夾杏仁奶油，烤後撒杏仁片和糖粉，含堅果。|Croissant filled with almond cream, topped with flaked almonds; nuts.|アーモンドクリーム入り、スライスアーモンドと粉糖。ナッツ入り。|아몬드 크림을 넣고 아몬드 슬라이스와 슈가파우더, 견과류.|Круассан с миндальным кремом и лепестками миндаля; орехи.|بادام کریم سے بھرا کروسان، اوپر بادام کے ٹکڑے؛ میوہ جات۔|كرواسون محشو بكريمة اللوز ومغطى بشرائح اللوز؛ مكسرات.|Croissant fourré crème d'amande, amandes effilées ; fruits à coque.|Croissant mit Mandelcreme und Mandelblättchen; enthält Nüsse.|Cruasán relleno de crema de almendra y láminas de almendra.`,
          2200,
          { soldOut: true, pack: 50, sales: 530 },
        ),
        dish(
          'strawberry-cream-cake',
          L`草莓鲜奶油蛋糕|草莓鮮奶油蛋糕|Strawberry cream cake|いちごのショートケーキ|딸기 생크림 케이크|Клубничный торт со сливками|اسٹرابیری کریم کیک|كعكة الفراولة بالكريمة|Gâteau aux fraises et à la crème|Erdbeer-Sahnetorte|Tarta de fresas con nata`,
          L`轻盈海绵蛋糕夹鲜奶油和草莓，含乳制品和蛋。|輕盈海綿蛋糕夾鮮奶油和草莓，含乳製品和蛋。|Light sponge layered with fresh cream and strawberries; dairy and egg.|ふわふわスポンジに生クリームといちご。乳・卵を含む。|가벼운 스펀지에 생크림과 딸기, 유제품·달걀 포함.|Лёгкий бисквит со сливками и клубникой; молоко и яйца.|ہلکا اسپنج، تازہ کریم اور اسٹرابیری؛ دودھ اور انڈا۔|إسفنج خفيف مع كريمة طازجة وفراولة؛ ألبان وبيض.|Génoise légère, crème fraîche et fraises ; lait et œufs.|Leichter Biskuit mit Sahne und Erdbeeren; Milch und Ei.|Bizcocho ligero con nata y fresas; lácteos y huevo.`,
          3200,
          {
            pack: 200,
            sales: 380,
            groups: [size(['cake_slice', 0], ['cake_whole6', 9800])],
          },
        ),
      ],
    ),
    category('drinks', CAT.drinks, [
      dish(
        'hot-chocolate',
        L`热可可|熱可可|Hot chocolate|ホットココア|핫초코|Горячий шоколад|گرم چاکلیٹ|شوكولاتة ساخنة|Chocolat chaud|Heiße Schokolade|Chocolate caliente`,
        L`比利时黑巧克力融化在热牛奶中，浓郁微甜。|比利時黑巧克力融化在熱牛奶中，濃郁微甜。|Belgian dark chocolate melted into hot milk; rich, not too sweet.|ベルギー産ダークチョコをホットミルクに溶かした濃厚ココア。|벨기에 다크 초콜릿을 뜨거운 우유에 녹인 진한 음료.|Бельгийский тёмный шоколад в горячем молоке; насыщенный.|گرم دودھ میں پگھلی بیلجیئم ڈارک چاکلیٹ؛ گاڑھی، کم میٹھی۔|شوكولاتة بلجيكية داكنة مذابة في حليب ساخن؛ غنية وقليلة الحلاوة.|Chocolat noir belge fondu dans du lait chaud ; intense, peu sucré.|Belgische Zartbitterschokolade in heißer Milch; kräftig, nicht zu süß.|Chocolate negro belga fundido en leche caliente; intenso, poco dulce.`,
        2200,
        {
          pack: 100,
          sales: 290,
          groups: [
            cup(['medium_cup', 0], ['large_cup', 500]),
            pick('milk', [
              ['whole_milk', 0],
              ['oat_milk', 400],
            ]),
          ],
        },
      ),
    ]),
  ],
})

const hotOrCold = () =>
  pick('ice', [
    ['chilled', 0],
    ['warm', 0],
  ])

const moonDesserts = shop({
  key: 'moon-hk-desserts',
  name: L`月亮港式甜品|月亮港式甜品|Moon Hong Kong Desserts|ムーン 香港スイーツ|문 홍콩 디저트|Гонконгские десерты «Луна»|مون ہانگ کانگ ڈیزرٹس|حلويات القمر على طريقة هونغ كونغ|Desserts hongkongais La Lune|Mond – Hongkonger Desserts|Postres hongkoneses La Luna`,
  type: 'asian',
  cuisine: 'dessert',
  tastes: ['sweet'],
  address: address('jinxian', '265'),
  lng: 121.459,
  lat: 31.2228,
  phone: '021-62670439',
  hours: fixed(['12:00', '23:30']),
  minimumOrderFen: 2000,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [3500, 500],
    [6000, 1000],
  ],
  rating: 48,
  monthlySales: 1880,
  categories: [
    category(
      'house-specials',
      L`招牌甜品|招牌甜品|House specials|看板スイーツ|대표 디저트|Фирменные десерты|خاص میٹھے|حلويات مميزة|Spécialités maison|Hausspezialitäten|Especialidades de la casa`,
      [
        dish(
          'durian-crepes',
          L`榴莲班戟|榴槤班戟|Durian cream crêpes|ドリアンのクレープ包み|두리안 크레이프|Блинчики с дурианом и сливками|ڈوریان کریم کریپس|كريب الدوريان بالكريمة|Crêpes crème-durian|Durian-Sahne-Crêpes|Crepes de durián con nata`,
          L`薄班戟皮包鲜奶油和泰国榴莲果肉，2只，冷藏。|薄班戟皮包鮮奶油和泰國榴槤果肉，2隻，冷藏。|Two chilled crêpes wrapping cream and Thai durian flesh.|生クリームとタイ産ドリアンを包んだ冷たいクレープ2個。|생크림과 태국 두리안을 감싼 차가운 크레이프 2개.|Два охлаждённых блинчика со сливками и тайским дурианом.|کریم اور تھائی ڈوریان سے بھرے دو ٹھنڈے کریپس۔|قطعتا كريب مبردتان بالكريمة ولب الدوريان التايلاندي.|Deux crêpes fraîches garnies de crème et de durian thaï.|Zwei gekühlte Crêpes mit Sahne und thailändischer Durian.|Dos crepes fríos rellenos de nata y durián tailandés.`,
          3200,
          { soldOut: true, pack: 100, sales: 760 },
        ),
        dish(
          'double-skin-milk',
          L`顺德双皮奶|順德雙皮奶|Shunde double-skin milk pudding|順徳の双皮奶（ミルクプリン）|순더 쌍피나이 (우유 푸딩)|Молочный пудинг «Двойная пенка»|شُنڈے ڈبل اسکن ملک پڈنگ|بودينغ الحليب ذو القشرتين من شوندي|Flan au lait « double peau » de Shunde|Shunde-Milchpudding mit doppelter Haut|Pudin de leche de doble piel de Shunde`,
          L`水牛奶和蛋白蒸成的嫩滑奶冻，含乳制品和蛋。|水牛奶和蛋白蒸成的嫩滑奶凍，含乳製品和蛋。|Silky steamed pudding of buffalo milk and egg white; dairy and egg.|水牛乳と卵白を蒸したなめらかプリン。乳・卵を含む。|물소 우유와 달걀흰자를 쪄 만든 부드러운 푸딩.|Нежный пудинг на пару из молока буйволицы и белка.|بھینس کے دودھ اور انڈے کی سفیدی کی ملائم پڈنگ؛ دودھ اور انڈا۔|بودينغ ناعم مطهو بالبخار من حليب الجاموس وبياض البيض.|Flan vapeur soyeux au lait de bufflonne et blanc d'œuf.|Seidiger gedämpfter Pudding aus Büffelmilch und Eiweiß.|Pudin suave al vapor de leche de búfala y clara de huevo.`,
          1800,
          { pack: 100, sales: 940, groups: [hotOrCold(), extras([['red_bean', 300]])] },
        ),
        dish(
          'mango-mochi',
          L`芒果糯米糍|芒果糯米糍|Mango mochi|マンゴー大福|망고 찹쌀떡|Моти с манго|آم موچی|موتشي المانجو|Mochi à la mangue|Mango-Mochi|Mochi de mango`,
          L`软糯糯米皮包芒果肉和奶油，外裹椰丝，3只。|軟糯糯米皮包芒果肉和奶油，外裹椰絲，3隻。|Three soft rice-flour balls with mango and cream, rolled in coconut.|もち生地でマンゴーとクリームを包み、ココナッツをまぶした3個。|쫀득한 찹쌀 피에 망고와 크림, 코코넛 가루를 묻힌 3개.|Три мягких моти с манго и сливками в кокосовой стружке.|آم اور کریم والی تین نرم موچی، ناریل میں لپٹی۔|ثلاث كرات أرز طرية بالمانجو والكريمة مغطاة بجوز الهند.|Trois mochis moelleux mangue-crème roulés dans la noix de coco.|Drei weiche Mochi mit Mango und Sahne in Kokosraspeln.|Tres mochis tiernos de mango y nata rebozados en coco.`,
          2200,
          { pack: 100, sales: 580 },
        ),
      ],
    ),
    category(
      'sweet-soups',
      L`冷热糖水|冷熱糖水|Sweet soups, hot or cold|温冷スイーツスープ|따뜻한·차가운 디저트 수프|Сладкие супы, горячие и холодные|میٹھے سوپ، گرم یا ٹھنڈے|حساء حلو ساخن أو بارد|Soupes sucrées chaudes ou froides|Süße Suppen, warm oder kalt|Sopas dulces, frías o calientes`,
      [
        dish(
          'grass-jelly-taro',
          L`芋圆烧仙草|芋圓燒仙草|Grass jelly with taro balls|仙草ゼリーとタロイモ団子|선초 젤리와 타로 경단|Травяное желе с шариками таро|گھاس جیلی اور اروی کی گولیاں|جيلي العشب مع كرات القلقاس|Gelée d'herbe et boules de taro|Grasgelee mit Taro-Bällchen|Gelatina de hierba con bolitas de taro`,
          L`仙草冻配芋圆、红豆和鲜奶，冷热皆可。|仙草凍配芋圓、紅豆和鮮奶，冷熱皆可。|Herbal grass jelly with taro balls, red beans and milk; hot or cold.|仙草ゼリーにタロ団子、小豆、牛乳。温冷選べる。|선초 젤리에 타로 경단, 팥, 우유. 따뜻하게 또는 차갑게.|Травяное желе с таро, красной фасолью и молоком.|جڑی بوٹی کی جیلی، اروی گولیاں، لال لوبیا اور دودھ؛ گرم یا ٹھنڈا۔|جيلي عشبي مع كرات القلقاس والفاصولياء الحمراء والحليب؛ ساخن أو بارد.|Gelée d'herbe, boules de taro, haricots rouges et lait ; chaud ou froid.|Grasgelee mit Taro, roten Bohnen und Milch; warm oder kalt.|Gelatina de hierba con taro, judía roja y leche; fría o caliente.`,
          1800,
          {
            pack: 100,
            sales: 820,
            groups: [
              hotOrCold(),
              extras([
                ['pearls', 200],
                ['coconut_jelly', 200],
                ['red_bean', 300],
              ]),
            ],
          },
        ),
        dish(
          'almond-tea',
          L`南杏杏仁茶|南杏杏仁茶|Sweet almond tea|杏仁茶（アーモンドスープ）|행인차 (아몬드 차)|Сладкий миндальный напиток|میٹھی بادام کی چائے|شاي اللوز الحلو|Lait d'amande chaud|Süßer Mandeltee|Té dulce de almendra`,
          L`南杏仁磨浆熬煮，香滑微甜，含坚果。|南杏仁磨漿熬煮，香滑微甜，含堅果。|Ground sweet apricot kernels simmered into a silky drink; contains nuts.|杏仁をすりつぶして煮たなめらかな甘い飲み物。ナッツ入り。|단 살구씨를 갈아 끓인 부드러운 음료, 견과류 포함.|Молотые сладкие абрикосовые ядра, сваренные в нежный напиток.|میٹھی خوبانی کی گٹھلی پیس کر پکایا گیا ملائم مشروب؛ میوہ جات۔|نوى المشمش الحلو مطحون ومطهو حتى يصبح مشروباً ناعماً؛ مكسرات.|Amandes d'abricot moulues et mijotées en boisson veloutée ; noix.|Gemahlene süße Aprikosenkerne, seidig gekocht; enthält Nüsse.|Semillas de albaricoque molidas y cocidas en bebida suave; frutos secos.`,
          1600,
          { pack: 100, sales: 430, groups: [hotOrCold()] },
        ),
      ],
    ),
    category(
      'street-snacks',
      L`街头小食|街頭小食|Street snacks|屋台おやつ|길거리 간식|Уличные закуски|اسٹریٹ اسنیکس|وجبات الشارع|En-cas de rue|Streetfood|Comida callejera`,
      [
        dish(
          'egg-waffle',
          L`港式鸡蛋仔|港式雞蛋仔|Hong Kong egg waffle|香港式エッグワッフル|홍콩식 에그 와플|Гонконгская яичная вафля|ہانگ کانگ انڈا وافل|وافل البيض على طريقة هونغ كونغ|Gaufre aux œufs de Hong Kong|Hongkonger Ei-Waffel|Gofre de huevo de Hong Kong`,
          L`现烤气泡华夫，外脆内软，含蛋、奶和麸质。|現烤氣泡華夫，外脆內軟，含蛋、奶和麩質。|Bubble waffle baked to order, crisp and airy; egg, milk, gluten.|注文後に焼く泡状ワッフル。外はカリッと中はふわふわ。|주문 즉시 굽는 버블 와플, 겉바속촉. 달걀·우유·글루텐.|Пузырчатая вафля на заказ, хрустящая и воздушная.|آرڈر پر بنا ببل وافل، کرکرا اور ہلکا؛ انڈا، دودھ، گلوٹین۔|وافل فقاعي يُخبز عند الطلب، مقرمش وهش؛ بيض وحليب وغلوتين.|Gaufre à bulles cuite minute, croustillante ; œuf, lait, gluten.|Frisch gebackene Blasenwaffel, knusprig-luftig; Ei, Milch, Gluten.|Gofre de burbujas al momento, crujiente; huevo, leche y gluten.`,
          2000,
          {
            pack: 100,
            sales: 1050,
            groups: [
              pick('flavour', [
                ['fc_original', 0],
                ['chocolate', 300],
                ['matcha', 300],
              ]),
              extras([['ice_cream', 800]]),
            ],
          },
        ),
      ],
    ),
  ],
})

const caiyunNoodles = shop({
  key: 'caiyun-rice-noodles',
  name: L`彩云过桥米线|彩雲過橋米線|Caiyun Crossing-the-Bridge Noodles|彩雲 過橋米線|차이윈 궈차오 쌀국수|Юньнаньская лапша «Цайюнь»|سائیون برج پار نوڈلز|نودلز عبور الجسر «تسايون»|Nouilles « traverser le pont » Caiyun|Caiyun – Über-die-Brücke-Nudeln|Fideos «cruzar el puente» Caiyun`,
  type: 'fast_food',
  cuisine: 'yunnan',
  tastes: ['savory', 'sour', 'spicy'],
  address: address('yanan_e', '100'),
  lng: 121.4855,
  lat: 31.2325,
  phone: '021-63265091',
  // The seeder computes today's span so that this shop closes about 20 minutes after seeding.
  hours: { kind: 'closing_soon' },
  minimumOrderFen: 2000,
  fullReductionTiers: [[3500, 500]],
  rating: 46,
  monthlySales: 2210,
  categories: [
    category(
      'rice-noodles',
      L`米线|米線|Rice noodles|米線（ビーフン）|쌀국수|Рисовая лапша|چاول کے نوڈلز|نودلز الأرز|Nouilles de riz|Reisnudeln|Fideos de arroz`,
      [
        dish(
          'crossing-bridge-noodles',
          L`过桥米线|過橋米線|Crossing-the-bridge rice noodles|過橋米線|궈차오 쌀국수|Лапша «Через мост»|برج پار چاول کے نوڈلز|نودلز الأرز «عبور الجسر»|Nouilles de riz « traverser le pont »|Reisnudeln „Über die Brücke“|Fideos de arroz «cruzar el puente»`,
          L`滚烫鸡汤上桌后自己放入米线、肉片和蔬菜，含猪肉。|滾燙雞湯上桌後自己放入米線、肉片和蔬菜，含豬肉。|Add rice noodles, sliced meat and veg to piping-hot chicken broth; pork.|熱々の鶏スープに米麺、肉、野菜を自分で入れて。豚肉入り。|뜨거운 닭 육수에 쌀국수, 고기, 채소를 직접 넣어 먹기. 돼지고기.|Сами кладёте лапшу, мясо и овощи в кипящий бульон; есть свинина.|گرم چکن شوربے میں خود نوڈلز، گوشت اور سبزیاں ڈالیں؛ سور کا گوشت۔|أضف النودلز واللحم والخضار إلى مرق الدجاج الساخن؛ فيه خنزير.|Ajoutez nouilles, viande et légumes au bouillon brûlant ; porc.|Nudeln, Fleisch und Gemüse selbst in heiße Hühnerbrühe geben.|Echa fideos, carne y verduras en el caldo hirviendo; lleva cerdo.`,
          3800,
          {
            pack: 200,
            sales: 1280,
            groups: [
              size(['regular', 0], ['large', 800]),
              spice(),
              extras([
                ['braised_egg', 300],
                ['extra_noodles', 500],
              ]),
            ],
          },
        ),
        dish(
          'sour-spicy-beef-noodles',
          L`酸辣牛肉米线|酸辣牛肉米線|Hot and sour beef rice noodles|酸辣牛肉ビーフン|새콤매콤 소고기 쌀국수|Кисло-острая рисовая лапша с говядиной|کھٹے تیکھے بیف رائس نوڈلز|نودلز أرز باللحم البقري الحامض الحار|Nouilles de riz au bœuf aigre-piquant|Sauer-scharfe Reisnudeln mit Rind|Fideos de arroz con ternera agripicante`,
          L`米线配卤牛肉、酸菜和花生碎，酸辣开胃，含坚果。|米線配滷牛肉、酸菜和花生碎，酸辣開胃，含堅果。|Rice noodles with braised beef, pickled greens and peanuts; sour-hot.|米麺に煮込み牛肉、高菜漬け、砕いたピーナッツ。酸っぱ辛い。|쌀국수에 조린 소고기, 절인 채소, 땅콩. 새콤매콤.|Рисовая лапша с тушёной говядиной, соленьями и арахисом.|چاول کے نوڈلز، پکا بیف، اچار اور مونگ پھلی؛ کھٹا تیکھا۔|نودلز أرز مع لحم بقري مطهو وخضار مخللة وفول سوداني؛ حامض حار.|Nouilles de riz, bœuf braisé, légumes marinés et cacahuètes.|Reisnudeln mit Schmorrind, eingelegtem Gemüse und Erdnüssen.|Fideos de arroz con ternera, verdura encurtida y cacahuete.`,
          3200,
          {
            pack: 200,
            sales: 960,
            groups: [
              spice(),
              extras([
                ['extra_beef', 800],
                ['braised_egg', 300],
              ]),
            ],
          },
        ),
        dish(
          'wild-mushroom-noodles',
          L`云南野生菌米线|雲南野生菌米線|Yunnan wild mushroom rice noodles|雲南野生きのこのビーフン|윈난 야생버섯 쌀국수|Рисовая лапша с юньнаньскими дикими грибами|یوننان جنگلی مشروم رائس نوڈلز|نودلز أرز بالفطر البري من يوننان|Nouilles de riz aux champignons sauvages du Yunnan|Reisnudeln mit Yunnan-Wildpilzen|Fideos de arroz con setas silvestres de Yunnan`,
          L`牛肝菌、鸡枞菌等野生菌熬汤，鲜香不辣，素食汤底。|牛肝菌、雞樅菌等野生菌熬湯，鮮香不辣，素食湯底。|Broth of porcini and other wild mushrooms; savoury, not spicy, vegetarian.|ポルチーニなど野生きのこのスープ。旨味豊かで辛くない、ベジスープ。|포르치니 등 야생버섯 육수, 감칠맛, 맵지 않음, 채식 육수.|Бульон из белых и других диких грибов; не острый, вегетарианский.|پورچینی اور جنگلی مشروم کا شوربہ؛ مزیدار، تیکھا نہیں، سبزی خور۔|مرق من البورتشيني وفطر بري آخر؛ لذيذ وغير حار ونباتي.|Bouillon de cèpes et champignons sauvages ; savoureux, doux, végétarien.|Brühe aus Steinpilzen und Wildpilzen; würzig, nicht scharf, vegetarisch.|Caldo de boletus y setas silvestres; sabroso, sin picante, vegetariano.`,
          4200,
          { soldOut: true, pack: 200, sales: 410, groups: [size(['regular', 0], ['large', 800])] },
        ),
      ],
    ),
    category(
      'yunnan-snacks',
      L`滇味小吃|滇味小吃|Yunnan snacks|雲南の軽食|윈난 간식|Юньнаньские закуски|یوننان کے اسنیکس|وجبات يوننان الخفيفة|En-cas du Yunnan|Yunnan-Snacks|Tentempiés de Yunnan`,
      [
        dish(
          'fried-rice-cakes',
          L`腾冲炒饵块|騰衝炒餌塊|Tengchong stir-fried rice cakes|騰衝風・餌塊炒め|텅충식 쌀떡 볶음|Жареные рисовые лепёшки по-тэнчунски|تینگچونگ طرز کے تلے چاول کیک|كعك أرز مقلي على طريقة تنغتشونغ|Galettes de riz sautées de Tengchong|Gebratene Reiskuchen nach Tengchong-Art|Pastel de arroz salteado de Tengchong`,
          L`切片饵块与火腿、鸡蛋、番茄和青菜同炒，含猪肉。|切片餌塊與火腿、雞蛋、番茄和青菜同炒，含豬肉。|Sliced rice cakes wok-fried with ham, egg, tomato and greens; pork.|薄切り餌塊をハム、卵、トマト、青菜と炒めた料理。豚肉入り。|쌀떡을 햄, 달걀, 토마토, 채소와 볶은 요리. 돼지고기.|Рисовые лепёшки с ветчиной, яйцом, томатом и зеленью; свинина.|چاول کیک ہیم، انڈے، ٹماٹر اور سبزیوں کے ساتھ تلے؛ سور کا گوشت۔|شرائح كعك أرز مقلية مع لحم مقدد وبيض وطماطم وخضار؛ فيه خنزير.|Galettes de riz sautées au jambon, œuf, tomate et verdure ; porc.|Reiskuchen mit Schinken, Ei, Tomate und Grün gebraten; Schwein.|Pastel de arroz salteado con jamón, huevo, tomate y verdura; cerdo.`,
          3000,
          { pack: 150, sales: 520, groups: [spice()] },
        ),
        dish(
          'rose-pastries',
          L`玫瑰鲜花饼（2只）|玫瑰鮮花餅（2隻）|Rose flower pastries (2)|バラの花餅（2個）|장미꽃 파이 (2개)|Пирожки с лепестками розы (2 шт.)|گلاب کی پتیوں والی پیسٹری (2)|معجنات بتلات الورد (2)|Feuilletés à la rose (2)|Rosenblüten-Gebäck (2 Stück)|Pastelitos de pétalos de rosa (2)`,
          L`酥皮包食用玫瑰花瓣馅，花香清甜，素食。|酥皮包食用玫瑰花瓣餡，花香清甜，素食。|Flaky pastry filled with edible rose petals; floral and sweet.|食用バラの花びら餡を包んだパイ。花の香りで甘い。|식용 장미 꽃잎 소를 넣은 바삭한 파이, 향긋하고 달콤.|Слоёное тесто с начинкой из лепестков розы; цветочное.|کھانے کے گلاب کی پتیوں سے بھری خستہ پیسٹری؛ میٹھی۔|معجنات هشة محشوة ببتلات ورد صالحة للأكل؛ حلوة بنكهة زهرية.|Pâte feuilletée aux pétales de rose comestibles ; florale et sucrée.|Blätterteig mit essbaren Rosenblättern; blumig und süß.|Hojaldre relleno de pétalos de rosa comestibles; floral y dulce.`,
          1000,
          { pack: 50, sales: 670 },
        ),
        dish(
          'brown-sugar-ice-jelly',
          L`红糖冰粉|紅糖冰粉|Brown sugar ice jelly|黒糖氷粉ゼリー|흑당 빙펀 (젤리)|Желе бинфэнь с коричневым сахаром|براؤن شوگر آئس جیلی|جيلي الثلج بالسكر البني|Gelée glacée au sucre brun|Eisgelee mit braunem Zucker|Gelatina helada con azúcar moreno`,
          L`植物籽做的透明冰粉，淋红糖水，配山楂和花生。|植物籽做的透明冰粉，淋紅糖水，配山楂和花生。|Clear plant-seed jelly in brown sugar syrup with hawthorn and peanuts.|植物の種のゼリーに黒糖シロップ、山査子、ピーナッツ。|식물 씨앗 젤리에 흑당 시럽, 산사, 땅콩.|Прозрачное желе в сиропе с боярышником и арахисом.|بیجوں کی شفاف جیلی، براؤن شوگر شربت، ہاتھورن اور مونگ پھلی۔|جيلي شفاف من البذور بشراب السكر البني مع زعرور وفول سوداني.|Gelée de graines, sirop de sucre brun, aubépine et cacahuètes.|Klares Samengelee in Zuckersirup mit Weißdorn und Erdnüssen.|Gelatina de semillas en sirope moreno con espino y cacahuete.`,
          1000,
          { pack: 50, sales: 740 },
        ),
      ],
    ),
  ],
})

const levantSauce = () =>
  pick('sauce', [
    ['sauce_garlic', 0],
    ['sauce_tahini', 0],
    ['sauce_chili', 0],
  ])

const damascusGrill = shop({
  key: 'damascus-halal-grill',
  name: L`大马士革清真烤肉|大馬士革清真烤肉|Damascus Halal Grill|ダマスカス・ハラールグリル|다마스쿠스 할랄 그릴|Халяльный гриль «Дамаск»|دمشق حلال گرل|مشاوي دمشق الحلال|Grill halal Damas|Damaskus Halal-Grill|Parrilla halal Damasco`,
  type: 'halal',
  cuisine: 'middle_eastern',
  tastes: ['savory', 'mild'],
  address: address('yuyuan', '281'),
  lng: 121.441,
  lat: 31.2235,
  phone: '13601873264',
  hours: fixed(['11:00', '23:00']),
  minimumOrderFen: 3000,
  deliveryRangeMeters: 6000,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [6000, 800],
    [12000, 2000],
  ],
  rating: 47,
  monthlySales: 830,
  categories: [
    category(
      'wraps-grills',
      L`卷饼与烤肉|捲餅與烤肉|Wraps and grills|ラップとグリル|랩·그릴|Шаурма и гриль|رولز اور گرل|اللفائف والمشاوي|Wraps et grillades|Wraps und Gegrilltes|Wraps y parrilla`,
      [
        dish(
          'chicken-shawarma',
          L`鸡肉沙威玛卷|雞肉沙威瑪捲|Chicken shawarma wrap|チキンシャワルマラップ|치킨 샤와르마 랩|Шаурма с курицей|چکن شوارما رول|شاورما دجاج|Wrap shawarma au poulet|Hähnchen-Schawarma-Wrap|Wrap de shawarma de pollo`,
          L`旋转烤鸡肉片配蒜酱、酸黄瓜和薯条，卷入薄饼。|旋轉烤雞肉片配蒜醬、酸黃瓜和薯條，捲入薄餅。|Spit-roasted chicken with garlic sauce, pickles and fries in flatbread.|回転焼きチキン、ガーリックソース、ピクルス、ポテトを薄焼きパンで。|회전 구이 닭고기, 마늘 소스, 피클, 감자튀김을 빵에 싼 랩.|Курица с вертела, чесночный соус, соленья и картофель в лаваше.|سیخ پر بھنا چکن، لہسن کی چٹنی، اچار اور فرائز روٹی میں۔|دجاج مشوي على السيخ مع صلصة الثوم والمخلل والبطاطس في خبز.|Poulet rôti à la broche, sauce à l'ail, pickles et frites en galette.|Drehspieß-Hähnchen mit Knoblauchsoße, Gurken und Pommes im Fladen.|Pollo asado al espetón con salsa de ajo, encurtidos y patatas en pan.`,
          3800,
          { pack: 100, sales: 560, groups: [levantSauce(), spice()] },
        ),
        dish(
          'lamb-kofta-plate',
          L`羊肉科夫塔拼盘|羊肉科夫塔拼盤|Lamb kofta plate|ラムのコフタプレート|양고기 코프타 플레이트|Тарелка люля-кебаба из баранины|بکرے کے گوشت کی کوفتہ پلیٹ|طبق كفتة لحم الضأن|Assiette de kefta d'agneau|Lammkofta-Teller|Plato de kofta de cordero`,
          L`香料羊肉糜串炭烤，配鹰嘴豆泥、沙拉和薄饼。|香料羊肉糜串炭烤，配鷹嘴豆泥、沙拉和薄餅。|Spiced minced lamb grilled on skewers, with hummus, salad and bread.|スパイス入り羊ひき肉の串焼き、フムス、サラダ、パン付き。|향신료 다진 양고기 꼬치구이, 후무스, 샐러드, 빵.|Пряный бараний фарш на шампурах, хумус, салат и хлеб.|مصالحے دار بکرے کا قیمہ سیخوں پر، حمص، سلاد اور روٹی۔|لحم ضأن مفروم متبل مشوي على الأسياخ مع حمص وسلطة وخبز.|Agneau haché épicé grillé en brochettes, houmous, salade et pain.|Gewürztes Lammhack vom Spieß mit Hummus, Salat und Brot.|Cordero picado especiado a la parrilla, con hummus, ensalada y pan.`,
          6800,
          {
            pack: 200,
            sales: 340,
            groups: [
              pick('staple', [
                ['pita', 0],
                ['rice', 0],
              ]),
              spice(),
            ],
          },
        ),
      ],
    ),
    category(
      'mezze',
      L`中东小菜|中東小菜|Mezze|メゼ（前菜）|메제 (애피타이저)|Мезе|میزے (چھوٹے پکوان)|المازة|Mezzés|Meze|Entrantes mezze`,
      [
        dish(
          'falafel',
          L`炸鹰嘴豆丸子|炸鷹嘴豆丸子|Falafel with tahini|ファラフェル（ひよこ豆のコロッケ）|팔라펠 (병아리콩 튀김)|Фалафель с тахини|فلافل طحینی کے ساتھ|فلافل بالطحينة|Falafels sauce tahini|Falafel mit Tahini|Falafel con tahini`,
          L`鹰嘴豆和香草炸丸子6个，配芝麻酱，纯素。|鷹嘴豆和香草炸丸子6個，配芝麻醬，純素。|Six fried chickpea and herb balls with tahini; vegan.|ひよこ豆とハーブの揚げ団子6個、タヒニ添え。ヴィーガン。|병아리콩·허브 튀김 6개와 타히니, 비건.|Шесть жареных шариков из нута с зеленью и тахини; веганское.|چنے اور جڑی بوٹیوں کی چھ تلی گولیاں، طحینی کے ساتھ؛ ویگن۔|ست كرات حمص وأعشاب مقلية مع طحينة؛ نباتي.|Six boulettes de pois chiches et herbes, tahini ; vegan.|Sechs frittierte Kichererbsenbällchen mit Tahini; vegan.|Seis bolitas fritas de garbanzo y hierbas con tahini; vegano.`,
          4200,
          { pack: 100, sales: 410, groups: [levantSauce()] },
        ),
        dish(
          'hummus-pita',
          L`鹰嘴豆泥配薄饼|鷹嘴豆泥配薄餅|Hummus with warm pita|フムスと温かいピタ|후무스와 따뜻한 피타|Хумус с тёплой питой|گرم پیٹا کے ساتھ حمص|حمص مع خبز عربي دافئ|Houmous et pita chaude|Hummus mit warmem Pita|Hummus con pita caliente`,
          L`鹰嘴豆、芝麻酱、柠檬和橄榄油打成的泥，纯素。|鷹嘴豆、芝麻醬、檸檬和橄欖油打成的泥，純素。|Chickpeas blended with tahini, lemon and olive oil; vegan.|ひよこ豆、タヒニ、レモン、オリーブオイルのペースト。ヴィーガン。|병아리콩, 타히니, 레몬, 올리브유를 간 딥, 비건.|Нут с тахини, лимоном и оливковым маслом; веганское.|چنے، طحینی، لیموں اور زیتون کا تیل؛ ویگن۔|حمص مهروس مع طحينة وليمون وزيت زيتون؛ نباتي.|Pois chiches mixés au tahini, citron et huile d'olive ; vegan.|Kichererbsen mit Tahini, Zitrone und Olivenöl püriert; vegan.|Garbanzos triturados con tahini, limón y aceite de oliva; vegano.`,
          2800,
          { pack: 100, sales: 380 },
        ),
      ],
    ),
    category(
      'sweets-drinks',
      L`甜点饮品|甜點飲品|Sweets and drinks|スイーツ・ドリンク|디저트·음료|Сладости и напитки|میٹھے اور مشروبات|الحلويات والمشروبات|Douceurs et boissons|Süßes und Getränke|Dulces y bebidas`,
      [
        dish(
          'pistachio-baklava',
          L`开心果果仁蜜饼|開心果果仁蜜餅|Pistachio baklava|ピスタチオのバクラヴァ|피스타치오 바클라바|Пахлава с фисташками|پستے والا بقلاوہ|بقلاوة بالفستق|Baklava à la pistache|Pistazien-Baklava|Baklava de pistacho`,
          L`多层酥皮夹开心果碎，浸蜂蜜糖浆，含坚果。|多層酥皮夾開心果碎，浸蜂蜜糖漿，含堅果。|Layers of filo with chopped pistachios in honey syrup; contains nuts.|フィロ生地にピスタチオ、はちみつシロップ。ナッツ入り。|필로 반죽에 피스타치오와 꿀 시럽, 견과류 포함.|Слои теста фило с фисташками в медовом сиропе; орехи.|فیلو کی تہوں میں پستے، شہد کے شربت میں؛ میوہ جات شامل۔|طبقات من عجين الفيلو مع فستق مجروش وقطر العسل؛ تحتوي مكسرات.|Feuilles de filo, pistaches et sirop de miel ; fruits à coque.|Filoteig mit gehackten Pistazien in Honigsirup; enthält Nüsse.|Capas de filo con pistacho picado en almíbar de miel; frutos secos.`,
          2400,
          { pack: 50, sales: 290 },
        ),
        dish(
          'frozen-mint-lemonade',
          L`薄荷柠檬冰沙|薄荷檸檬冰沙|Frozen mint lemonade|フローズン・ミントレモネード|민트 레모네이드 슬러시|Мятный лимонад со льдом|پودینے والا ٹھنڈا لیمونیڈ|ليموناضة بالنعناع مثلجة|Citronnade glacée à la menthe|Eisige Minz-Limonade|Limonada granizada con menta`,
          L`鲜柠檬和薄荷叶打成冰沙，中东风味，不含酒精。|鮮檸檬和薄荷葉打成冰沙，中東風味，不含酒精。|Fresh lemon and mint blended with ice, Levant-style; alcohol-free.|生レモンとミントを氷でブレンド。中東風、ノンアルコール。|생레몬과 민트를 얼음과 간 중동식 음료, 무알코올.|Лимон и мята, взбитые со льдом, по-ближневосточному; без алкоголя.|تازہ لیموں اور پودینہ برف کے ساتھ، شامی انداز؛ بغیر الکحل۔|ليمون طازج ونعناع مخفوقان مع الثلج على الطريقة الشامية؛ بلا كحول.|Citron frais et menthe mixés à la glace, façon levantine.|Zitrone und Minze mit Eis püriert, levantinisch; alkoholfrei.|Limón y menta triturados con hielo, al estilo levantino.`,
          1800,
          { pack: 50, sales: 470, groups: [sugar(), ice(false)] },
        ),
      ],
    ),
  ],
})

export const SHOPS_4: DemoShop[] = [
  pokeGarden,
  leanBowl,
  goldenCrisp,
  dumplingExpress,
  morningLight,
  moonDesserts,
  caiyunNoodles,
  damascusGrill,
]
