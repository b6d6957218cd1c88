/**
 * Demo shops, part 3: two buffets, a bubble-tea chain, a coffee roaster and a juice bar.
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
  group,
  ice,
  L,
  o,
  pick,
  shop,
  spice,
  sugar,
} from './demo-helpers'
import type { DemoShop } from './demo-types'

const BUFFET = L`自助餐（堂食）|自助餐（堂食）|Buffet (dine-in)|食べ放題（店内）|뷔페 (매장 식사)|Шведский стол (в зале)|بوفے (ریسٹورنٹ میں)|البوفيه (داخل المطعم)|Buffet (sur place)|Buffet (vor Ort)|Bufé (en el local)`

const broth = () =>
  pick('broth', [
    ['broth_mala', 0],
    ['broth_tomato', 0],
    ['broth_mushroom', 0],
    ['broth_split', 1000],
  ])

const redPot = shop({
  key: 'red-pot-hotpot-buffet',
  name: L`红锅自助火锅|紅鍋自助火鍋|Red Pot Hot Pot Buffet|紅鍋 火鍋食べ放題|홍궈 훠궈 뷔페|Буфет хого «Красный котёл»|ریڈ پاٹ ہاٹ پاٹ بوفے|بوفيه القدر الأحمر للهوت بوت|Buffet de fondue chinoise Marmite Rouge|Red Pot Hot-Pot-Buffet|Bufé de olla caliente Olla Roja`,
  type: 'buffet',
  cuisine: 'hotpot',
  tastes: ['spicy', 'savory'],
  address: address('xizang_m', '268'),
  lng: 121.477,
  lat: 31.2335,
  phone: '021-63221598',
  hours: fixed(['11:00', '22:30']),
  minimumOrderFen: 5000,
  deliverySubsidyFen: 500,
  fullReductionTiers: [[20000, 3000]],
  rating: 46,
  monthlySales: 2030,
  categories: [
    category('buffet', BUFFET, [
      dish(
        'weekday-lunch-buffet',
        L`工作日午市自助（1位）|工作日午市自助（1位）|Weekday lunch buffet (1 person)|平日ランチ食べ放題（1名）|평일 점심 뷔페 (1인)|Бизнес-ланч, шведский стол (1 чел.)|ہفتے کے دنوں کا دوپہر کا بوفے (1 فرد)|بوفيه غداء أيام الأسبوع (شخص واحد)|Buffet du midi en semaine (1 pers.)|Mittagsbuffet werktags (1 Person)|Bufé de mediodía entre semana (1 persona)`,
        L`堂食90分钟不限量，含牛羊肉、海鲜和蔬菜，任选锅底。|堂食90分鐘不限量，含牛羊肉、海鮮和蔬菜，任選鍋底。|Dine-in, 90 min all-you-can-eat beef, lamb, seafood and veg; pick a broth.|店内90分食べ放題。牛・羊肉、海鮮、野菜、スープを選べる。|매장 90분 무제한, 소·양고기, 해산물, 채소, 육수 선택.|90 минут в зале без ограничений: говядина, баранина, морепродукты.|ریسٹورنٹ میں 90 منٹ جتنا چاہیں: گوشت، سی فوڈ، سبزیاں؛ شوربہ چنیں۔|داخل المطعم 90 دقيقة بلا حدود: لحوم ومأكولات بحرية وخضار؛ اختر المرق.|Sur place, 90 min à volonté : bœuf, agneau, fruits de mer, légumes.|Vor Ort 90 Min. unbegrenzt Rind, Lamm, Meeresfrüchte, Gemüse.|En el local, 90 min a voluntad: ternera, cordero, marisco y verduras.`,
        8800,
        { pack: 0, sales: 1320, groups: [broth(), spice()] },
      ),
      dish(
        'dinner-weekend-buffet',
        L`晚市及周末自助（1位）|晚市及週末自助（1位）|Dinner and weekend buffet (1 person)|ディナー・週末食べ放題（1名）|저녁·주말 뷔페 (1인)|Ужин и выходные, шведский стол (1 чел.)|رات اور ہفتہ وار بوفے (1 فرد)|بوفيه العشاء وعطلة نهاية الأسبوع (شخص واحد)|Buffet du soir et du week-end (1 pers.)|Abend- und Wochenendbuffet (1 Person)|Bufé de cena y fin de semana (1 persona)`,
        L`堂食120分钟不限量，加和牛、虾滑和甜品台。|堂食120分鐘不限量，加和牛、蝦滑和甜品台。|Dine-in, 120 min unlimited, adds wagyu, shrimp paste and desserts.|店内120分食べ放題。和牛、エビのすり身、デザート付き。|매장 120분 무제한, 와규·새우 완자·디저트 추가.|120 минут в зале без ограничений, плюс вагю, креветки и десерты.|ریسٹورنٹ میں 120 منٹ، واگیو، جھینگا پیسٹ اور میٹھے شامل۔|داخل المطعم 120 دقيقة بلا حدود، مع واغيو وروبيان وحلويات.|Sur place, 120 min à volonté, avec wagyu, crevettes et desserts.|Vor Ort 120 Min. unbegrenzt, mit Wagyu, Garnelen und Desserts.|En el local, 120 min a voluntad, con wagyu, gamba y postres.`,
        12800,
        { pack: 0, sales: 980, groups: [broth(), spice()] },
      ),
      dish(
        'child-buffet',
        L`儿童自助（身高1.2米以下）|兒童自助（身高1.2米以下）|Child buffet (under 1.2 m)|お子様食べ放題（身長120cm未満）|어린이 뷔페 (키 120cm 미만)|Детский шведский стол (рост до 1,2 м)|بچوں کا بوفے (قد 1.2 میٹر سے کم)|بوفيه الأطفال (أقل من 1.2 م)|Buffet enfant (moins de 1,20 m)|Kinderbuffet (unter 1,20 m)|Bufé infantil (menos de 1,20 m)`,
        L`儿童堂食不限量，与大人同锅，推荐不辣锅底。|兒童堂食不限量，與大人同鍋，推薦不辣鍋底。|Unlimited dine-in for kids sharing a pot with adults; mild broth advised.|お子様用の食べ放題。大人と同じ鍋で、辛くないスープがおすすめ。|어른과 같은 냄비 사용, 어린이 무제한. 안 매운 육수 추천.|Безлимит для детей за общим котлом; советуем неострый бульон.|بچوں کے لیے لامحدود، بڑوں کے ساتھ ایک برتن؛ ہلکا شوربہ بہتر۔|للأطفال بلا حدود مع الكبار في القدر نفسه؛ يُنصح بمرق غير حار.|À volonté pour les enfants, même marmite ; bouillon doux conseillé.|Unbegrenzt für Kinder am Topf der Eltern; milde Brühe empfohlen.|Libre para niños en la olla de los adultos; mejor caldo suave.`,
        4800,
        { pack: 0, sales: 310 },
      ),
    ]),
    category(
      'hot-pot-to-go',
      L`外卖火锅|外賣火鍋|Hot pot to go|テイクアウト火鍋|포장 훠궈|Хого на вынос|ٹیک اوے ہاٹ پاٹ|هوت بوت سفري|Fondue à emporter|Hot Pot zum Mitnehmen|Olla caliente para llevar`,
      [
        dish(
          'hot-pot-for-two',
          L`外卖火锅双人套餐|外賣火鍋雙人套餐|Hot pot to go for two|テイクアウト火鍋セット（2人前）|포장 훠궈 2인 세트|Хого на вынос для двоих|دو افراد کے لیے ٹیک اوے ہاٹ پاٹ|هوت بوت سفري لشخصين|Fondue chinoise à emporter pour deux|Hot Pot zum Mitnehmen für zwei|Olla caliente para llevar para dos`,
          L`锅底、肥牛、羊肉卷、蔬菜和蘸料，附一次性电锅。|鍋底、肥牛、羊肉捲、蔬菜和蘸料，附一次性電鍋。|Broth, beef and lamb slices, vegetables and dips, with a disposable pot.|スープ、牛肉・羊肉スライス、野菜、たれ。使い捨て鍋付き。|육수, 소·양고기 슬라이스, 채소, 소스와 일회용 냄비.|Бульон, говядина и баранина, овощи и соусы, одноразовый котёл.|شوربہ، گائے اور بکرے کا گوشت، سبزیاں، چٹنیاں اور ڈسپوزایبل برتن۔|مرق وشرائح لحم بقري وضأن وخضار وصلصات مع قدر للاستعمال مرة واحدة.|Bouillon, bœuf et agneau émincés, légumes, sauces et marmite jetable.|Brühe, Rind- und Lammscheiben, Gemüse, Dips und Einwegtopf.|Caldo, láminas de ternera y cordero, verduras, salsas y olla desechable.`,
          16800,
          {
            pack: 300,
            sales: 460,
            groups: [
              broth(),
              spice(),
              extras([
                ['extra_beef', 2800],
                ['extra_lamb', 2800],
                ['tofu', 600],
              ]),
            ],
          },
        ),
        dish(
          'hand-sliced-beef',
          L`手切鲜牛肉|手切鮮牛肉|Hand-sliced fresh beef|手切り牛肉|손으로 썬 생소고기|Свежая говядина ручной нарезки|ہاتھ سے کٹا تازہ گائے کا گوشت|لحم بقري طازج مقطع يدوياً|Bœuf frais tranché à la main|Handgeschnittenes frisches Rindfleisch|Ternera fresca cortada a mano`,
          L`当天到店的黄牛肉，手工切片，涮10秒即可。|當天到店的黃牛肉，手工切片，涮10秒即可。|Same-day beef, sliced by hand; cook for ten seconds in the broth.|当日仕入れの牛肉を手切り。スープで10秒しゃぶしゃぶ。|당일 들어온 소고기를 손으로 썰어, 10초만 데쳐 드세요.|Говядина дня, нарезанная вручную; варить 10 секунд.|اسی دن کا گائے کا گوشت، ہاتھ سے کٹا؛ شوربے میں دس سیکنڈ پکائیں۔|لحم بقري طازج اليوم مقطع يدوياً؛ يُطهى في المرق عشر ثوانٍ.|Bœuf du jour tranché à la main ; dix secondes dans le bouillon.|Tagesfrisches Rind, von Hand geschnitten; zehn Sekunden garen.|Ternera del día cortada a mano; diez segundos en el caldo.`,
          5800,
          { soldOut: true, pack: 200, sales: 270 },
        ),
      ],
    ),
    category(
      'desserts-drinks',
      L`甜品饮品|甜品飲品|Desserts and drinks|デザート・ドリンク|디저트·음료|Десерты и напитки|میٹھے اور مشروبات|الحلويات والمشروبات|Desserts et boissons|Desserts und Getränke|Postres y bebidas`,
      [
        dish(
          'brown-sugar-rice-cakes',
          L`红糖糍粑|紅糖糍粑|Brown sugar rice cakes|黒糖もち|흑당 찹쌀떡|Рисовые лепёшки с коричневым сахаром|براؤن شوگر والے چاول کے کیک|كعك الأرز بالسكر البني|Galettes de riz gluant au sucre brun|Klebreiskuchen mit braunem Zucker|Pasteles de arroz con azúcar moreno`,
          L`外脆里糯的炸糯米糕，淋红糖浆、撒黄豆粉。|外脆裡糯的炸糯米糕，淋紅糖漿、撒黃豆粉。|Crisp, chewy fried rice cakes with brown sugar syrup and soy flour.|外はカリッと中はもちもち。黒糖みつときな粉がけ。|겉은 바삭 속은 쫄깃한 찹쌀떡, 흑당 시럽과 콩가루.|Хрустящие тягучие рисовые лепёшки с сиропом и соевой мукой.|کرکرے، لچکدار تلے چاول کے کیک، براؤن شوگر شربت اور سویا آٹا۔|كعك أرز مقلي مقرمش ومطاطي مع شراب السكر البني ودقيق الصويا.|Galettes de riz frites, croustillantes et moelleuses, sirop de sucre brun.|Knusprig-zähe Reiskuchen mit braunem Zuckersirup und Sojamehl.|Pasteles de arroz fritos, crujientes y elásticos, con sirope y soja.`,
          1800,
          { soldOut: true, sales: 640 },
        ),
        dish(
          'sour-plum-drink',
          L`冰镇酸梅汤|冰鎮酸梅湯|Iced sour plum drink|冷たい酸梅湯（梅ジュース）|시원한 매실 음료 (쏸메이탕)|Холодный напиток из копчёной сливы|ٹھنڈا کھٹا آلو بخارا مشروب|مشروب البرقوق الحامض المثلج|Boisson glacée à la prune acidulée|Eisgekühltes Sauerpflaumengetränk|Bebida helada de ciruela ácida`,
          L`乌梅、山楂和桂花熬制，酸甜解辣。|烏梅、山楂和桂花熬製，酸甜解辣。|Smoked plum, hawthorn and osmanthus brew; sweet-sour, soothes spice.|烏梅、山査子、キンモクセイで煮出した甘酸っぱい飲み物。|훈제 매실, 산사, 계화로 끓인 새콤달콤한 음료.|Отвар из копчёной сливы, боярышника и османтуса; гасит остроту.|دھواں دار آلو بخارا، ہاتھورن اور عثمانتھس؛ کھٹا میٹھا۔|منقوع البرقوق المدخن والزعرور والأوسمانثوس؛ حلو حامض يلطف الحرارة.|Prune fumée, aubépine et osmanthe ; aigre-doux, calme le piquant.|Rauchpflaume, Weißdorn und Osmanthus; süßsauer, lindert Schärfe.|Ciruela ahumada, espino y osmanto; agridulce, calma el picante.`,
          1200,
          { pack: 50, sales: 890, groups: [ice(false)] },
        ),
      ],
    ),
  ],
})

const gaucho = shop({
  key: 'gaucho-brazilian-grill',
  name: L`高乔巴西烤肉|高喬巴西烤肉|Gaúcho Brazilian Grill|ガウーショ ブラジリアン・シュラスコ|가우초 브라질리언 그릴|Бразильский гриль «Гаушо»|گاؤچو برازیلین گرل|مشاوي غاوتشو البرازيلية|Grill brésilien Gaúcho|Gaúcho – Brasilianischer Grill|Parrilla brasileña Gaúcho`,
  type: 'buffet',
  cuisine: 'brazilian',
  tastes: ['savory'],
  address: address('longteng', '2555'),
  lng: 121.46,
  lat: 31.172,
  phone: '021-54181206',
  hours: fixed(['11:30', '14:30'], ['17:30', '22:00']),
  minimumOrderFen: 5000,
  baseDeliveryFeeFen: 800,
  perKmFeeFen: 150,
  fullReductionTiers: [],
  rating: 45,
  monthlySales: 540,
  categories: [
    category('buffet', BUFFET, [
      dish(
        'churrasco-lunch',
        L`巴西烤肉自助（午市1位）|巴西烤肉自助（午市1位）|Churrasco buffet, lunch (1 person)|シュラスコ食べ放題・ランチ（1名）|슈하스코 뷔페 점심 (1인)|Шураско без ограничений, обед (1 чел.)|چراسکو بوفے، دوپہر (1 فرد)|بوفيه الشوراسكو، غداء (شخص واحد)|Buffet churrasco, midi (1 pers.)|Churrasco-Buffet, mittags (1 Person)|Bufé de churrasco, almuerzo (1 persona)`,
        L`堂食，烤肉师桌边切12种烤肉，含沙拉吧，含猪肉。|堂食，烤肉師桌邊切12種烤肉，含沙拉吧，含豬肉。|Dine-in: 12 grilled meats carved at your table plus salad bar; has pork.|店内：12種の肉を席で切り分け、サラダバー付き。豚肉あり。|매장: 12가지 고기를 테이블에서 썰어 줌, 샐러드 바, 돼지고기 포함.|В зале: 12 видов мяса нарезают у стола, салат-бар; есть свинина.|ریسٹورنٹ میں: 12 قسم کے گوشت میز پر، سلاد بار؛ سور کا گوشت شامل۔|داخل المطعم: 12 نوعاً من اللحوم تُقطع على طاولتك وبار سلطات؛ فيها خنزير.|Sur place : 12 viandes découpées à table, bar à salades ; porc inclus.|Vor Ort: 12 Grillfleischsorten am Tisch, Salatbar; mit Schwein.|En el local: 12 carnes cortadas en la mesa y bufé de ensaladas; con cerdo.`,
        16800,
        {
          pack: 0,
          sales: 210,
          groups: [
            pick('doneness', [
              ['medium_well', 0],
              ['medium_rare', 0],
              ['well_done', 0],
            ]),
          ],
        },
      ),
      dish(
        'churrasco-dinner',
        L`巴西烤肉自助（晚市1位）|巴西烤肉自助（晚市1位）|Churrasco buffet, dinner (1 person)|シュラスコ食べ放題・ディナー（1名）|슈하스코 뷔페 저녁 (1인)|Шураско без ограничений, ужин (1 чел.)|چراسکو بوفے، رات (1 فرد)|بوفيه الشوراسكو، عشاء (شخص واحد)|Buffet churrasco, soir (1 pers.)|Churrasco-Buffet, abends (1 Person)|Bufé de churrasco, cena (1 persona)`,
        L`午市内容加牛眼肉、羊排和烤菠萝，含猪肉。|午市內容加牛眼肉、羊排和烤鳳梨，含豬肉。|Lunch selection plus ribeye, lamb chops and grilled pineapple; has pork.|ランチ内容にリブアイ、ラムチョップ、焼きパイナップル。豚肉あり。|점심 구성에 립아이, 양갈비, 구운 파인애플 추가. 돼지고기 포함.|Как в обед, плюс рибай, бараньи котлеты и ананас гриль; есть свинина.|دوپہر کا مینو اور رِب آئی، بکرے کی چانپ، بھنا انناس؛ سور کا گوشت۔|تشكيلة الغداء مع ريب آي وريش ضأن وأناناس مشوي؛ فيها خنزير.|Sélection du midi plus entrecôte, côtelettes d'agneau, ananas grillé.|Mittagsauswahl plus Ribeye, Lammkoteletts und Grillananas.|Lo del almuerzo más lomo alto, chuletas de cordero y piña asada.`,
        22800,
        {
          pack: 0,
          sales: 260,
          groups: [
            pick('doneness', [
              ['medium_well', 0],
              ['medium_rare', 0],
              ['well_done', 0],
            ]),
          ],
        },
      ),
    ]),
    category(
      'to-go',
      L`外带|外帶|To go|お持ち帰り|포장|На вынос|ساتھ لے جانے کے لیے|طلبات سفرية|À emporter|Zum Mitnehmen|Para llevar`,
      [
        dish(
          'picanha-platter',
          L`巴西牛臀盖烤肉拼盘|巴西牛臀蓋烤肉拼盤|Picanha platter to go|ピッカーニャ盛り合わせ（持ち帰り）|피카냐 플래터 (포장)|Пиканья на вынос|پیکانیا پلیٹر (ساتھ لے جانے کے لیے)|طبق بيكانيا سفري|Plateau de picanha à emporter|Picanha-Platte zum Mitnehmen|Bandeja de picaña para llevar`,
          L`约300克炭烤牛臀盖肉，配法罗法和巴西莎莎酱。|約300克炭烤牛臀蓋肉，配法羅法和巴西莎莎醬。|About 300 g of charcoal-grilled rump cap with farofa and vinaigrette.|炭火焼きピッカーニャ約300g、ファロファとビナグレッチ添え。|숯불에 구운 소 우둔살 약 300g, 파로파와 비나그레치.|Около 300 г пиканьи на углях с фарофой и соусом винагрете.|تقریباً 300 گرام کوئلے پر بھنا بیف، فاروفا اور چٹنی کے ساتھ۔|نحو 300 غ من لحم البيكانيا المشوي على الفحم مع الفاروفا والصلصة.|Environ 300 g de picanha grillée, farofa et vinaigrette brésilienne.|Etwa 300 g gegrillte Picanha mit Farofa und Vinaigrette.|Unos 300 g de picaña a la brasa con farofa y vinagreta.`,
          9800,
          {
            pack: 300,
            sales: 150,
            groups: [
              pick('doneness', [
                ['medium_rare', 0],
                ['medium_well', 0],
                ['well_done', 0],
              ]),
            ],
          },
        ),
        dish(
          'cheese-bread',
          L`巴西芝士面包球|巴西起司麵包球|Brazilian cheese bread (pão de queijo)|ポン・デ・ケージョ|브라질 치즈빵 (빵 지 케이주)|Бразильские сырные булочки|برازیلی پنیر والی روٹی|خبز الجبن البرازيلي|Pains au fromage brésiliens|Brasilianische Käsebällchen|Pan de queso brasileño`,
          L`木薯粉芝士小面包，外脆里韧，6个，无麸质。|木薯粉起司小麵包，外脆裡韌，6個，無麩質。|Six chewy cassava-flour cheese rolls; naturally gluten-free.|タピオカ粉のもちもちチーズパン6個。グルテンフリー。|카사바 가루로 만든 쫄깃한 치즈빵 6개, 글루텐 프리.|Шесть тягучих сырных булочек из муки маниоки; без глютена.|کساوا آٹے کے چھ لچکدار پنیر رولز؛ گلوٹین سے پاک۔|ست لفائف جبن مطاطية من دقيق الكسافا؛ خالية من الغلوتين.|Six petits pains au fromage et manioc ; sans gluten.|Sechs zähe Käsebrötchen aus Maniokmehl; glutenfrei.|Seis panecillos de queso y yuca; sin gluten.`,
          2200,
          { soldOut: true, sales: 330 },
        ),
        dish(
          'grilled-pineapple',
          L`肉桂烤菠萝|肉桂烤鳳梨|Cinnamon grilled pineapple|シナモン焼きパイナップル|시나몬 구운 파인애플|Ананас гриль с корицей|دار چینی والا بھنا انناس|أناناس مشوي بالقرفة|Ananas grillé à la cannelle|Gegrillte Zimt-Ananas|Piña asada con canela`,
          L`整条菠萝裹肉桂糖炭烤，热甜多汁。|整條鳳梨裹肉桂糖炭烤，熱甜多汁。|Pineapple rolled in cinnamon sugar and charcoal-grilled; hot and juicy.|シナモンシュガーをまぶして炭火で焼いたパイナップル。|시나몬 설탕을 입혀 숯불에 구운 달콤한 파인애플.|Ананас в сахаре с корицей, запечённый на углях; сочный.|دار چینی چینی میں لپٹا انناس کوئلے پر بھنا؛ گرم اور رس دار۔|أناناس مغطى بسكر القرفة ومشوي على الفحم؛ ساخن وعصيري.|Ananas roulé dans le sucre cannelle, grillé au charbon ; juteux.|Ananas in Zimtzucker über Holzkohle gegrillt; heiß und saftig.|Piña rebozada en azúcar y canela, a la brasa; jugosa.`,
          1800,
          { sales: 240 },
        ),
      ],
    ),
    category('drinks', CAT.drinks, [
      dish(
        'brazilian-limeade',
        L`巴西青柠炼乳饮|巴西青檸煉乳飲|Brazilian limeade|ブラジル風ライムネード|브라질식 라임에이드|Бразильский лаймовый лимонад|برازیلی لائم ایڈ|ليموناضة برازيلية بالليمون الأخضر|Citronnade brésilienne au citron vert|Brasilianische Limettenlimonade|Limonada brasileña`,
        L`整颗青柠打碎加炼乳和冰，酸甜顺滑，含乳制品。|整顆青檸打碎加煉乳和冰，酸甜順滑，含乳製品。|Whole limes blended with condensed milk and ice; creamy, has dairy.|ライムを丸ごと練乳と氷でブレンド。まろやか、乳製品入り。|라임 통째로 연유·얼음과 갈아 만든 음료, 유제품 포함.|Цельные лаймы со сгущёнкой и льдом; сливочный, с молоком.|پورے لیموں گاڑھے دودھ اور برف کے ساتھ؛ کریمی، دودھ شامل۔|ليمون أخضر كامل مخفوق مع حليب مكثف وثلج؛ كريمي، فيه ألبان.|Citrons verts entiers mixés au lait concentré et glace ; lactose.|Ganze Limetten mit Kondensmilch und Eis püriert; enthält Milch.|Limas enteras batidas con leche condensada y hielo; con lácteos.`,
        2200,
        { pack: 50, sales: 190, groups: [sugar(), ice(false)] },
      ),
    ]),
  ],
})

const cloudTea = shop({
  key: 'cloud-tea',
  name: L`云朵奶茶|雲朵奶茶|Cloud Tea|クラウドティー|클라우드 티|Чайная «Облако»|کلاؤڈ ٹی|شاي السحاب|Thé Nuage|Wolkentee|Té Nube`,
  type: 'chain',
  cuisine: 'tea',
  tastes: ['sweet'],
  address: address('sichuan_m', '213'),
  lng: 121.4868,
  lat: 31.2365,
  phone: '400-920-3318',
  hours: fixed(['10:00', '22:00']),
  minimumOrderFen: 1500,
  baseDeliveryFeeFen: 400,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [3000, 400],
    [5000, 800],
  ],
  rating: 48,
  monthlySales: 6820,
  categories: [
    category(
      'milk-tea',
      L`奶茶|奶茶|Milk tea|ミルクティー|밀크티|Молочный чай|دودھ والی چائے|شاي بالحليب|Thés au lait|Milchtee|Té con leche`,
      [
        dish(
          'brown-sugar-boba-milk',
          L`黑糖珍珠鲜奶|黑糖珍珠鮮奶|Brown sugar boba milk|黒糖タピオカミルク|흑당 버블 밀크|Молоко с тапиокой и коричневым сахаром|براؤن شوگر بوبا دودھ|حليب البوبا بالسكر البني|Lait aux perles et sucre brun|Braunzucker-Bubble-Milch|Leche con perlas y azúcar moreno`,
          L`鲜牛奶配黑糖熬煮的珍珠，香甜，含乳制品。|鮮牛奶配黑糖熬煮的珍珠，香甜，含乳製品。|Fresh milk with pearls simmered in brown sugar; sweet, with dairy.|黒糖で煮たタピオカと牛乳。甘く、乳製品入り。|흑당에 조린 타피오카 펄과 우유, 달콤, 유제품.|Свежее молоко и тапиока в коричневом сахаре; сладко, молочное.|براؤن شوگر میں پکے موتیوں کے ساتھ تازہ دودھ؛ میٹھا، دودھ شامل۔|حليب طازج مع لآلئ مطهوة بالسكر البني؛ حلو، فيه ألبان.|Lait frais et perles mijotées au sucre brun ; sucré, lactose.|Frische Milch mit Perlen in braunem Zucker; süß, mit Milch.|Leche fresca con perlas en azúcar moreno; dulce, con lácteos.`,
          1900,
          {
            pack: 100,
            sales: 2350,
            groups: [
              cup(['medium_cup', 0], ['large_cup', 300]),
              ice(),
              extras([
                ['pudding', 300],
                ['cheese_foam', 500],
              ]),
            ],
          },
        ),
        dish(
          'jasmine-milk-tea',
          L`茉莉奶绿|茉莉奶綠|Jasmine green milk tea|ジャスミンミルクティー|자스민 밀크티|Жасминовый зелёный чай с молоком|چنبیلی سبز دودھ چائے|شاي أخضر بالياسمين والحليب|Thé vert au jasmin et au lait|Jasmin-Grüntee mit Milch|Té verde de jazmín con leche`,
          L`茉莉绿茶与牛奶，花香清新，含咖啡因和乳制品。|茉莉綠茶與牛奶，花香清新，含咖啡因和乳製品。|Jasmine green tea with milk, floral and fresh; caffeine and dairy.|ジャスミン緑茶とミルク。花の香り、カフェイン・乳製品入り。|자스민 녹차와 우유, 꽃향, 카페인·유제품 포함.|Жасминовый чай с молоком, цветочный; кофеин и молоко.|چنبیلی سبز چائے اور دودھ، خوشبودار؛ کیفین اور دودھ شامل۔|شاي أخضر بالياسمين مع حليب، زهري منعش؛ فيه كافيين وألبان.|Thé vert au jasmin et lait, floral ; caféine et lactose.|Jasmin-Grüntee mit Milch, blumig; Koffein und Milch.|Té verde de jazmín con leche, floral; cafeína y lácteos.`,
          1600,
          {
            pack: 100,
            sales: 1870,
            groups: [
              cup(['medium_cup', 0], ['large_cup', 300]),
              sugar(),
              ice(),
              extras([
                ['pearls', 200],
                ['coconut_jelly', 200],
                ['pudding', 300],
              ]),
            ],
          },
        ),
        dish(
          'cheese-foam-oolong',
          L`芝士奶盖乌龙|芝士奶蓋烏龍|Oolong with cheese foam|チーズフォーム烏龍茶|치즈폼 우롱차|Улун с сырной пенкой|چیز فوم والی اولونگ چائے|أولونغ برغوة الجبن|Oolong à la mousse de fromage|Oolong mit Käseschaum|Oolong con espuma de queso`,
          L`冷泡乌龙顶上一层咸甜芝士奶盖，含乳制品。|冷泡烏龍頂上一層鹹甜起司奶蓋，含乳製品。|Cold-brewed oolong under a salty-sweet cream cheese foam; has dairy.|水出し烏龍茶に甘じょっぱいチーズフォーム。乳製品入り。|콜드브루 우롱차 위에 짭짤달콤한 치즈폼, 유제품 포함.|Улун холодного заваривания под солёно-сладкой сырной пенкой.|ٹھنڈی دم اولونگ پر نمکین میٹھا چیز فوم؛ دودھ شامل۔|أولونغ منقوع على البارد تحت رغوة جبن مالحة حلوة؛ فيه ألبان.|Oolong infusé à froid sous une mousse de fromage salée-sucrée.|Kalt aufgebrühter Oolong unter salzig-süßem Käseschaum.|Oolong en frío bajo espuma de queso dulce y salada; con lácteos.`,
          2200,
          {
            pack: 100,
            sales: 1220,
            groups: [cup(['medium_cup', 0], ['large_cup', 300]), sugar(), ice(false)],
          },
        ),
        dish(
          'taro-boba-milk-tea',
          L`芋泥波波奶茶|芋泥波波奶茶|Taro paste boba milk tea|タロイモのタピオカミルクティー|타로 버블 밀크티|Молочный чай с пастой таро и тапиокой|اروی پیسٹ بوبا دودھ چائے|شاي بالحليب مع معجون القلقاس والبوبا|Thé au lait, purée de taro et perles|Milchtee mit Taropaste und Perlen|Té con leche, puré de taro y perlas`,
          L`香浓芋泥铺底，配红茶鲜奶和小珍珠，含乳制品。|香濃芋泥鋪底，配紅茶鮮奶和小珍珠，含乳製品。|Creamy taro paste with black milk tea and mini pearls; has dairy.|濃厚なタロイモペーストに紅茶ミルクと小粒タピオカ。|진한 타로 페이스트에 홍차 밀크티와 작은 펄, 유제품 포함.|Паста таро, чёрный чай с молоком и мини-тапиока; молочное.|گاڑھا اروی پیسٹ، کالی دودھ چائے اور چھوٹے موتی؛ دودھ شامل۔|معجون قلقاس كريمي مع شاي أسود بالحليب ولآلئ صغيرة؛ فيه ألبان.|Purée de taro, thé noir au lait et mini-perles ; contient du lait.|Cremige Taropaste mit Schwarztee, Milch und Mini-Perlen.|Puré de taro con té negro con leche y miniperlas; con lácteos.`,
          2200,
          { pack: 100, sales: 1490 },
        ),
      ],
    ),
    category(
      'fruit-tea',
      L`果茶|果茶|Fruit tea|フルーツティー|과일차|Фруктовый чай|پھلوں کی چائے|شاي الفواكه|Thés aux fruits|Früchtetee|Té de frutas`,
      [
        dish(
          'fresh-fruit-tea',
          L`满杯鲜果茶|滿杯鮮果茶|Fresh fruit tea|フレッシュフルーツティー|생과일 티|Чай со свежими фруктами|تازہ پھلوں کی چائے|شاي الفواكه الطازجة|Thé aux fruits frais|Tee mit frischen Früchten|Té de frutas frescas`,
          L`茉莉绿茶配橙子、西柚、百香果和青提。|茉莉綠茶配柳橙、葡萄柚、百香果和青提。|Jasmine tea with orange, grapefruit, passion fruit and green grapes.|ジャスミン茶にオレンジ、グレープフルーツ、パッションフルーツ、ぶどう。|자스민 차에 오렌지, 자몽, 패션프루트, 청포도.|Жасминовый чай с апельсином, грейпфрутом, маракуйей и виноградом.|چنبیلی چائے، مالٹا، چکوترا، پیشن فروٹ اور سبز انگور۔|شاي الياسمين مع برتقال وجريب فروت وفاكهة العاطفة وعنب أخضر.|Thé au jasmin, orange, pamplemousse, fruit de la passion et raisin.|Jasmintee mit Orange, Grapefruit, Maracuja und grünen Trauben.|Té de jazmín con naranja, pomelo, maracuyá y uva verde.`,
          2400,
          {
            pack: 100,
            sales: 1650,
            groups: [cup(['large_cup', 0], ['xl_cup', 500]), sugar(), ice(false)],
          },
        ),
        dish(
          'pounded-lemon-tea',
          L`手打香水柠檬茶|手打香水檸檬茶|Hand-pounded lemon tea|手打ちレモンティー|손으로 찧은 레몬티|Чай с толчёным лимоном|ہاتھ سے کوٹی لیموں والی چائے|شاي الليمون المدقوق يدوياً|Thé au citron pilé à la main|Handgestampfter Zitronentee|Té de limón machacado a mano`,
          L`香水柠檬现场捶打出香，配冰红茶，清爽酸甜。|香水檸檬現場捶打出香，配冰紅茶，清爽酸甜。|Fragrant limes pounded to order with iced black tea; tangy and fresh.|香りの良いライムをその場で叩き、アイス紅茶と合わせた一杯。|향긋한 라임을 즉석에서 찧어 아이스 홍차와, 상큼.|Ароматный лайм толкут при вас и смешивают с холодным чаем.|خوشبودار لیموں موقع پر کوٹ کر ٹھنڈی کالی چائے کے ساتھ؛ تازہ۔|ليمون عطري يُدق عند الطلب مع شاي أسود مثلج؛ منعش حامض.|Citron parfumé pilé minute, thé noir glacé ; acidulé et frais.|Duftzitrone frisch gestampft, mit Eistee; spritzig und frisch.|Lima aromática machacada al momento con té negro helado.`,
          1500,
          { pack: 100, sales: 2010, groups: [sugar(), ice(false)] },
        ),
      ],
    ),
  ],
})

const beans = () =>
  group('beans', 'beans', true, false, [
    o(
      'baoshan',
      L`云南保山|雲南保山|Baoshan, Yunnan|雲南・保山|윈난 바오산|Баошань, Юньнань|باؤشان، یوننان|باوشان، يوننان|Baoshan (Yunnan)|Baoshan (Yunnan)|Baoshan (Yunnan)`,
    ),
    o(
      'yirgacheffe',
      L`埃塞俄比亚耶加雪菲|衣索比亞耶加雪菲|Yirgacheffe, Ethiopia|エチオピア・イルガチェフェ|에티오피아 예가체프|Иргачефф, Эфиопия|یرگاچیفے، ایتھوپیا|يرغاتشيفي، إثيوبيا|Yirgacheffe (Éthiopie)|Yirgacheffe (Äthiopien)|Yirgacheffe (Etiopía)`,
      800,
    ),
  ])

const planeTreeCoffee = shop({
  key: 'plane-tree-coffee',
  name: L`梧桐咖啡烘焙|梧桐咖啡烘焙|Plane Tree Coffee Roasters|プラタナス・コーヒーロースターズ|플라타너스 커피 로스터스|Кофейня-обжарочная «Платан»|پلین ٹری کافی روسٹرز|محمصة قهوة الدُّلب|Torréfacteur Le Platane|Platanen-Kaffeerösterei|Tostadores de café Plátano de Sombra`,
  type: 'drink',
  cuisine: 'coffee',
  tastes: ['light', 'sweet'],
  address: address('fuxing_m', '1195'),
  lng: 121.449,
  lat: 31.213,
  phone: '18621457730',
  hours: fixed(['08:00', '20:00']),
  minimumOrderFen: 0,
  deliveryRangeMeters: 6000,
  fullReductionTiers: [],
  rating: 49,
  monthlySales: 1730,
  categories: [
    category('coffee', L`咖啡|咖啡|Coffee|コーヒー|커피|Кофе|کافی|القهوة|Cafés|Kaffee|Cafés`, [
      dish(
        'americano',
        L`美式咖啡|美式咖啡|Americano|アメリカーノ|아메리카노|Американо|امریکانو|أمريكانو|Café américain|Caffè Americano|Café americano`,
        L`双份浓缩加热水，本周豆子来自云南保山。|雙份濃縮加熱水，本週豆子來自雲南保山。|Double espresso with hot water; this week's beans are from Baoshan, Yunnan.|ダブルエスプレッソをお湯で。今週の豆は雲南省保山産。|더블 에스프레소에 뜨거운 물, 이번 주 원두는 윈난 바오산.|Двойной эспрессо с горячей водой; зёрна недели — Баошань, Юньнань.|ڈبل ایسپریسو گرم پانی کے ساتھ؛ اس ہفتے کی کافی باؤشان، یوننان سے۔|إسبريسو مزدوج مع ماء ساخن؛ بُن هذا الأسبوع من باوشان في يوننان.|Double expresso allongé d'eau chaude ; grains de Baoshan, Yunnan.|Doppelter Espresso mit heißem Wasser; Bohnen aus Baoshan, Yunnan.|Espresso doble con agua caliente; granos de Baoshan, Yunnan.`,
        2800,
        {
          pack: 100,
          sales: 980,
          groups: [cup(['medium_cup', 0], ['large_cup', 400]), ice(), extras([['espresso_shot', 600]])],
        },
      ),
      dish(
        'latte',
        L`拿铁|拿鐵|Caffè latte|カフェラテ|카페라테|Латте|لاتے|لاتيه|Café latte|Milchkaffee (Latte)|Café con leche (latte)`,
        L`浓缩咖啡加蒸汽牛奶和细腻奶泡，含乳制品。|濃縮咖啡加蒸氣牛奶和細膩奶泡，含乳製品。|Espresso with steamed milk and silky foam; dairy unless oat milk.|エスプレッソにスチームミルクときめ細かい泡。乳製品入り。|에스프레소에 스팀 우유와 부드러운 거품, 유제품 포함.|Эспрессо с горячим молоком и нежной пенкой; молоко.|ایسپریسو، بھاپ والا دودھ اور نرم جھاگ؛ دودھ شامل۔|إسبريسو مع حليب مبخر ورغوة ناعمة؛ فيه ألبان.|Expresso, lait chauffé à la vapeur et mousse soyeuse ; lactose.|Espresso mit aufgeschäumter Milch; enthält Milch.|Espresso con leche vaporizada y espuma sedosa; con lácteos.`,
        3200,
        {
          pack: 100,
          sales: 1340,
          groups: [
            cup(['medium_cup', 0], ['large_cup', 400]),
            pick('milk', [
              ['whole_milk', 0],
              ['oat_milk', 400],
              ['skim_milk', 0],
            ]),
            ice(),
            extras([
              ['espresso_shot', 600],
              ['vanilla_syrup', 400],
            ]),
          ],
        },
      ),
      dish(
        'osmanthus-oat-latte',
        L`桂花燕麦拿铁|桂花燕麥拿鐵|Osmanthus oat latte|金木犀のオーツラテ|계화 오트 라테|Латте на овсяном молоке с османтусом|عثمانتھس اوٹ لاتے|لاتيه الشوفان بالأوسمانثوس|Latte à l'avoine et à l'osmanthe|Osmanthus-Hafer-Latte|Latte de avena con osmanto`,
        L`燕麦奶拿铁加桂花糖浆，花香微甜，不含乳制品。|燕麥奶拿鐵加桂花糖漿，花香微甜，不含乳製品。|Oat-milk latte with osmanthus syrup, floral and lightly sweet; dairy-free.|オーツミルクラテに金木犀シロップ。ほんのり甘く乳製品不使用。|오트 밀크 라테에 계화 시럽, 은은한 꽃향, 유제품 없음.|Латте на овсяном молоке с сиропом османтуса; без молочного.|جئی کے دودھ کا لاتے، عثمانتھس شربت کے ساتھ؛ ڈیری سے پاک۔|لاتيه بحليب الشوفان وشراب الأوسمانثوس، زهري وحلو قليلاً؛ بلا ألبان.|Latte au lait d'avoine et sirop d'osmanthe, floral ; sans lactose.|Hafermilch-Latte mit Osmanthussirup, blumig; ohne Milchprodukte.|Latte de avena con sirope de osmanto, floral; sin lácteos.`,
        3600,
        {
          pack: 100,
          sales: 760,
          groups: [cup(['medium_cup', 0], ['large_cup', 400]), sugar(), ice()],
        },
      ),
      dish(
        'pour-over',
        L`手冲单品咖啡|手沖單品咖啡|Single-origin pour-over|ハンドドリップ（シングルオリジン）|싱글 오리진 핸드드립|Пуровер из моносорта|سنگل اوریجن پور اوور کافی|قهوة مقطرة يدوياً أحادية المصدر|Café filtre d'origine unique|Handfilterkaffee, Single Origin|Café de filtro de origen único`,
        L`手冲滴滤，突出果酸和花香，不加奶不加糖。|手沖滴濾，突出果酸和花香，不加奶不加糖。|Hand-poured filter coffee with fruity, floral notes; served black.|ハンドドリップで果実味と花の香りを引き出したブラック。|과일 산미와 꽃향을 살린 핸드드립 블랙커피.|Кофе ручного пролива с фруктовыми и цветочными нотами; без молока.|ہاتھ سے بنی فلٹر کافی، پھلوں اور پھولوں کی مہک؛ بغیر دودھ۔|قهوة مقطرة يدوياً بنكهات فاكهية وزهرية؛ تقدم سوداء.|Café filtre versé à la main, notes fruitées et florales ; noir.|Handgefilterter Kaffee mit fruchtigen, blumigen Noten; schwarz.|Café de filtro a mano, notas frutales y florales; solo.`,
        4200,
        { pack: 100, sales: 350, groups: [beans(), ice()] },
      ),
    ]),
    category(
      'pastries',
      L`烘焙甜点|烘焙甜點|Pastries|焼き菓子|베이커리|Выпечка|بیکری|المخبوزات|Viennoiseries et gâteaux|Gebäck|Bollería y tartas`,
      [
        dish(
          'butter-croissant',
          L`法式黄油可颂|法式奶油可頌|Butter croissant|バタークロワッサン|버터 크루아상|Круассан на сливочном масле|مکھن والا کروسان|كرواسون بالزبدة|Croissant pur beurre|Buttercroissant|Cruasán de mantequilla`,
          L`每日现烤，外层酥脆多层次，含乳制品和麸质。|每日現烤，外層酥脆多層次，含乳製品和麩質。|Baked every morning, crisp and flaky; contains dairy and gluten.|毎朝焼き上げ、サクサクの層。乳製品・グルテンを含む。|매일 아침 굽는 바삭한 결, 유제품·글루텐 포함.|Выпекается каждое утро, хрустящий и слоёный; молоко и глютен.|ہر صبح تازہ، کرکرا اور پرتدار؛ دودھ اور گلوٹین شامل۔|يُخبز كل صباح، مقرمش متعدد الطبقات؛ فيه ألبان وغلوتين.|Cuit chaque matin, croustillant et feuilleté ; lait et gluten.|Jeden Morgen gebacken, knusprig und blättrig; Milch und Gluten.|Horneado cada mañana, crujiente y hojaldrado; lácteos y gluten.`,
          1800,
          { pack: 50, sales: 820 },
        ),
        dish(
          'basque-cheesecake',
          L`巴斯克烧芝士蛋糕|巴斯克焦香起司蛋糕|Basque burnt cheesecake|バスクチーズケーキ|바스크 치즈케이크|Баскский чизкейк|باسک برنٹ چیز کیک|تشيز كيك باسكي محروق|Gâteau au fromage basque|Baskischer Käsekuchen|Tarta de queso vasca`,
          L`高温烤出焦糖表面，内里绵密半熟，含乳制品和蛋。|高溫烤出焦糖表面，內裡綿密半熟，含乳製品和蛋。|Caramelised top and creamy, molten centre; contains dairy and egg.|表面は香ばしく中はとろり。乳製品・卵を含む。|겉은 캐러멜처럼 그을리고 속은 크리미, 유제품·달걀 포함.|Карамельная корочка и нежная середина; молоко и яйца.|اوپر سے کیرامل، اندر سے نرم کریمی؛ دودھ اور انڈا شامل۔|سطح مكرمل ووسط كريمي ذائب؛ فيه ألبان وبيض.|Dessus caramélisé, cœur crémeux et coulant ; lait et œufs.|Karamellisierte Oberfläche, cremiger Kern; mit Milch und Ei.|Superficie tostada y centro cremoso; contiene lácteos y huevo.`,
          3200,
          { pack: 100, sales: 540 },
        ),
      ],
    ),
  ],
})

const greenPress = shop({
  key: 'green-press-juice',
  name: L`绿压鲜榨果汁|綠壓鮮榨果汁|Green Press Juice Bar|グリーンプレス ジュースバー|그린 프레스 주스 바|Фреш-бар «Зелёный пресс»|گرین پریس جوس بار|بار عصائر غرين برس|Bar à jus Green Press|Green Press Saftbar|Bar de zumos Green Press`,
  type: 'drink',
  cuisine: 'juice',
  tastes: ['sweet', 'sour', 'light'],
  address: address('nanjing_w', '1601'),
  lng: 121.447,
  lat: 31.2245,
  phone: '021-62883075',
  hours: fixed(['09:00', '21:00']),
  minimumOrderFen: 2500,
  fullReductionTiers: [[4000, 500]],
  rating: 47,
  monthlySales: 1090,
  categories: [
    category(
      'juices',
      L`鲜榨果汁|鮮榨果汁|Fresh juices|フレッシュジュース|생과일 주스|Свежевыжатые соки|تازہ جوس|العصائر الطازجة|Jus frais|Frische Säfte|Zumos naturales`,
      [
        dish(
          'orange-juice',
          L`鲜榨橙汁|鮮榨柳橙汁|Freshly squeezed orange juice|搾りたてオレンジジュース|생오렌지 주스|Свежевыжатый апельсиновый сок|تازہ نچوڑا مالٹے کا جوس|عصير برتقال طازج|Jus d'orange pressé|Frisch gepresster Orangensaft|Zumo de naranja recién exprimido`,
          L`赣南脐橙现榨，不加水不加糖。|贛南臍橙現榨，不加水不加糖。|Navel oranges pressed to order; no added water or sugar.|注文ごとに搾るネーブルオレンジ。加水・加糖なし。|주문 즉시 짜는 네이블 오렌지, 물·설탕 무첨가.|Апельсины отжимают при заказе; без воды и сахара.|آرڈر پر نچوڑے گئے مالٹے؛ پانی یا چینی شامل نہیں۔|برتقال يُعصر عند الطلب؛ بلا ماء أو سكر مضاف.|Oranges pressées minute ; sans eau ni sucre ajoutés.|Navelorangen frisch gepresst; ohne Wasser- oder Zuckerzusatz.|Naranjas exprimidas al momento; sin agua ni azúcar añadidos.`,
          2200,
          {
            pack: 100,
            sales: 610,
            groups: [cup(['medium_cup', 0], ['large_cup', 600]), ice(false)],
          },
        ),
        dish(
          'kale-apple-juice',
          L`羽衣甘蓝青苹果汁|羽衣甘藍青蘋果汁|Kale and green apple juice|ケールと青りんごのジュース|케일 청사과 주스|Сок из кале и зелёного яблока|کیل اور سبز سیب کا جوس|عصير الكرنب الأجعد والتفاح الأخضر|Jus de chou kale et pomme verte|Grünkohl-Grünapfel-Saft|Zumo de kale y manzana verde`,
          L`羽衣甘蓝、青苹果、黄瓜和柠檬冷压，低糖。|羽衣甘藍、青蘋果、黃瓜和檸檬冷壓，低糖。|Cold-pressed kale, green apple, cucumber and lemon; low sugar.|ケール、青りんご、きゅうり、レモンのコールドプレス。低糖。|케일, 청사과, 오이, 레몬 착즙, 저당.|Кале, зелёное яблоко, огурец и лимон холодного отжима.|کیل، سبز سیب، کھیرا اور لیموں کا کولڈ پریس؛ کم چینی۔|كرنب أجعد وتفاح أخضر وخيار وليمون معصورة على البارد؛ قليل السكر.|Chou kale, pomme verte, concombre et citron pressés à froid.|Kaltgepresst: Grünkohl, grüner Apfel, Gurke und Zitrone.|Kale, manzana verde, pepino y limón prensados en frío; poco azúcar.`,
          3200,
          {
            pack: 100,
            sales: 380,
            groups: [
              cup(['medium_cup', 0], ['large_cup', 800]),
              extras([
                ['ginger', 300],
                ['chia', 500],
              ]),
            ],
          },
        ),
        dish(
          'watermelon-juice',
          L`鲜榨西瓜汁|鮮榨西瓜汁|Fresh watermelon juice|搾りたてスイカジュース|생수박 주스|Свежий арбузный сок|تازہ تربوز کا جوس|عصير بطيخ طازج|Jus de pastèque frais|Frischer Wassermelonensaft|Zumo de sandía natural`,
          L`整块西瓜现榨，清甜解暑，季节限定。|整塊西瓜現榨，清甜解暑，季節限定。|Whole watermelon pressed to order; sweet and cooling, seasonal.|スイカを丸ごと搾った季節限定ジュース。|수박을 즉석에서 짠 시원한 계절 한정 주스.|Арбуз отжимают при заказе; сладкий и освежающий, сезонный.|آرڈر پر نچوڑا تربوز؛ میٹھا اور ٹھنڈا، موسمی۔|بطيخ يُعصر عند الطلب؛ حلو ومنعش، موسمي.|Pastèque pressée minute ; douce et rafraîchissante, de saison.|Wassermelone frisch gepresst; süß und kühlend, saisonal.|Sandía exprimida al momento; dulce y fresca, de temporada.`,
          1800,
          { pack: 100, sales: 450, groups: [ice(false)] },
        ),
        dish(
          'young-coconut',
          L`海南椰青|海南椰青|Young coconut from Hainan|海南産ヤングココナッツ|하이난 영 코코넛|Молодой кокос с Хайнаня|ہائنان کا تازہ ناریل|جوز هند أخضر من هاينان|Noix de coco verte de Hainan|Junge Kokosnuss aus Hainan|Coco tierno de Hainan`,
          L`整颗开口椰青配吸管，天然清甜的椰子水。|整顆開口椰青配吸管，天然清甜的椰子水。|A whole opened coconut with a straw; naturally sweet coconut water.|穴を開けたココナッツを丸ごと。自然な甘さのココナッツウォーター。|구멍 낸 코코넛 통째로, 자연스럽게 달콤한 코코넛 워터.|Целый вскрытый кокос с трубочкой; натурально сладкая вода.|سٹرا کے ساتھ پورا کھلا ناریل؛ قدرتی میٹھا ناریل پانی۔|جوزة هند كاملة مفتوحة مع مصاصة؛ ماء جوز هند حلو طبيعياً.|Noix de coco entière ouverte, avec paille ; eau naturellement douce.|Ganze geöffnete Kokosnuss mit Strohhalm; natürlich süßes Wasser.|Coco entero abierto con pajita; agua de coco dulce natural.`,
          2200,
          { pack: 0, sales: 290 },
        ),
      ],
    ),
    category(
      'smoothies-bowls',
      L`奶昔与果碗|奶昔與果碗|Smoothies and bowls|スムージー・ボウル|스무디·볼|Смузи и боулы|اسموتھیز اور باؤلز|السموذي والأوعية|Smoothies et bols|Smoothies und Bowls|Batidos y bols`,
      [
        dish(
          'berry-yogurt-smoothie',
          L`莓果酸奶昔|莓果優格奶昔|Mixed berry yogurt smoothie|ベリーヨーグルトスムージー|베리 요거트 스무디|Ягодный смузи с йогуртом|بیریز اور دہی کی اسموتھی|سموذي التوت بالزبادي|Smoothie aux baies et au yaourt|Beeren-Joghurt-Smoothie|Batido de frutos rojos y yogur`,
          L`草莓、蓝莓、香蕉和希腊酸奶，含乳制品。|草莓、藍莓、香蕉和希臘優格，含乳製品。|Strawberry, blueberry, banana and Greek yogurt; contains dairy.|いちご、ブルーベリー、バナナ、ギリシャヨーグルト。乳製品入り。|딸기, 블루베리, 바나나, 그릭 요거트, 유제품 포함.|Клубника, черника, банан и греческий йогурт; содержит молоко.|اسٹرابیری، بلیو بیری، کیلا اور یونانی دہی؛ دودھ شامل۔|فراولة وتوت أزرق وموز وزبادي يوناني؛ يحتوي ألبان.|Fraise, myrtille, banane et yaourt grec ; contient du lait.|Erdbeere, Heidelbeere, Banane und griechischer Joghurt; mit Milch.|Fresa, arándano, plátano y yogur griego; contiene lácteos.`,
          3200,
          {
            pack: 100,
            sales: 520,
            groups: [
              cup(['medium_cup', 0], ['large_cup', 800]),
              extras([
                ['protein', 800],
                ['chia', 500],
              ]),
            ],
          },
        ),
        dish(
          'acai-bowl',
          L`巴西莓果碗|巴西莓果碗|Açaí bowl with granola|アサイーボウル|아사이 볼|Боул с асаи|آسائی باؤل|وعاء الأساي|Bol d'açaï|Açaí-Bowl mit Granola|Bol de açaí`,
          L`冰沙状巴西莓配格兰诺拉、香蕉和蜂蜜，含燕麦。|冰沙狀巴西莓配格蘭諾拉、香蕉和蜂蜜，含燕麥。|Frozen açaí topped with granola, banana and honey; contains oats.|冷凍アサイーにグラノーラ、バナナ、はちみつ。オーツ入り。|얼린 아사이에 그래놀라, 바나나, 꿀, 귀리 포함.|Замороженное асаи с гранолой, бананом и мёдом; есть овёс.|منجمد آسائی، گرینولا، کیلا اور شہد؛ جئی شامل۔|أساي مجمد مع غرانولا وموز وعسل؛ يحتوي شوفان.|Açaï glacé, granola, banane et miel ; contient de l'avoine.|Gefrorene Açaí mit Granola, Banane und Honig; enthält Hafer.|Açaí helado con granola, plátano y miel; contiene avena.`,
          4200,
          {
            pack: 150,
            sales: 340,
            groups: [
              extras([
                ['chia', 500],
                ['protein', 800],
              ]),
            ],
          },
        ),
      ],
    ),
  ],
})

export const SHOPS_3: DemoShop[] = [redPot, gaucho, cloudTea, planeTreeCoffee, greenPress]
