/**
 * Demo shops, part 2: Korean, Thai, Indian, Italian, American and French kitchens.
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

const seoulBbq = shop({
  key: 'seoul-charcoal-bbq',
  name: L`首尔炭火烤肉|首爾炭火烤肉|Seoul Charcoal BBQ|ソウル炭火焼肉|서울 숯불갈비|Корейское барбекю «Сеул»|سیول چارکول باربی کیو|شواء سيول على الفحم|Barbecue coréen Séoul|Seoul Holzkohle-BBQ|Barbacoa coreana Seúl`,
  type: 'asian',
  cuisine: 'korean',
  tastes: ['savory', 'spicy'],
  address: address('jiangning', '505'),
  lng: 121.4472,
  lat: 31.241,
  phone: '021-62768841',
  hours: fixed(['11:30', '14:00'], ['17:00', '01:00']),
  minimumOrderFen: 5000,
  baseDeliveryFeeFen: 600,
  deliverySubsidyFen: 300,
  fullReductionTiers: [
    [10000, 1500],
    [20000, 4000],
  ],
  rating: 46,
  monthlySales: 860,
  categories: [
    category(
      'bbq',
      L`炭火烤肉|炭火烤肉|Charcoal BBQ|炭火焼肉|숯불구이|Барбекю на углях|چارکول باربی کیو|مشاوي الفحم|Grillades au charbon|Vom Holzkohlegrill|A la brasa`,
      [
        dish(
          'galbi',
          L`韩式腌牛小排|韓式醃牛小排|Marinated beef short ribs (galbi)|牛カルビ（味付け）|양념 소갈비|Маринованные говяжьи рёбрышки (кальби)|میرینیٹ شدہ گائے کی پسلیاں (گالبی)|ضلوع بقري متبلة (غالبي)|Travers de bœuf marinés (galbi)|Marinierte Rinderrippchen (Galbi)|Costillas de ternera marinadas (galbi)`,
          L`梨汁酱油腌制牛小排，炭火现烤，配生菜。|梨汁醬油醃製牛小排，炭火現烤，配生菜。|Beef short ribs in pear-soy marinade, charcoal-grilled, with lettuce.|梨と醤油に漬けた牛カルビを炭火で。サンチュ付き。|배·간장 양념 소갈비를 숯불에 구워 상추와 함께.|Рёбрышки в грушево-соевом маринаде на углях, с салатом.|ناشپاتی اور سویا میں میرینیٹ پسلیاں، کوئلے پر، سلاد پتوں کے ساتھ۔|ضلوع بقري بتتبيلة الكمثرى والصويا، مشوية على الفحم مع خس.|Travers de bœuf marinés poire-soja, grillés au charbon, avec laitue.|Rinderrippchen in Birnen-Soja-Marinade, gegrillt, mit Salat.|Costillas en adobo de pera y soja, a la brasa, con lechuga.`,
          12800,
          {
            pack: 300,
            sales: 420,
            groups: [size(['regular', 0], ['large', 6000])],
          },
        ),
        dish(
          'samgyeopsal',
          L`烤五花肉|烤五花肉|Grilled pork belly (samgyeopsal)|サムギョプサル|삼겹살 구이|Свиная грудинка на гриле (самгёпсаль)|بھنا ہوا سور کا گوشت (سامگیوپسال)|لحم بطن خنزير مشوي (سامغيوبسال)|Poitrine de porc grillée (samgyeopsal)|Gegrillter Schweinebauch (Samgyeopsal)|Panceta de cerdo a la parrilla (samgyeopsal)`,
          L`厚切猪五花炭烤，配包饭酱、蒜片和生菜。|厚切豬五花炭烤，配包飯醬、蒜片和生菜。|Thick-cut pork belly grilled, with ssamjang, garlic and lettuce wraps.|厚切り豚バラの炭火焼き。サムジャン、にんにく、サンチュ付き。|두툼한 삼겹살 숯불구이, 쌈장·마늘·상추.|Толстая свиная грудинка на гриле с соусом самджан и салатом.|موٹا کٹا سور کا گوشت، سامجانگ، لہسن اور سلاد کے ساتھ۔|لحم بطن خنزير سميك مشوي مع صلصة سامجانغ والثوم والخس.|Poitrine de porc épaisse grillée, ssamjang, ail et laitue.|Dicker Schweinebauch vom Grill mit Ssamjang, Knoblauch und Salat.|Panceta gruesa a la parrilla con ssamjang, ajo y lechuga.`,
          8800,
          {
            pack: 300,
            sales: 510,
            groups: [extras([['mushrooms', 1000]])],
          },
        ),
      ],
    ),
    category(
      'rice-stews',
      L`饭与汤锅|飯與湯鍋|Rice and stews|ご飯・チゲ|밥·찌개|Рис и рагу|چاول اور اسٹو|الأرز واليخنات|Riz et ragoûts|Reis und Eintöpfe|Arroces y guisos`,
      [
        dish(
          'stone-pot-bibimbap',
          L`石锅拌饭|石鍋拌飯|Stone-pot bibimbap|石焼きビビンバ|돌솥비빔밥|Пибимпап в каменной миске|پتھر کے برتن میں بی بم باپ|بيبيمباب في قدر حجري|Bibimbap en bol de pierre|Bibimbap im Steintopf|Bibimbap en olla de piedra`,
          L`热石锅米饭配蔬菜、牛肉末和煎蛋，拌辣酱。|熱石鍋米飯配蔬菜、牛肉末和煎蛋，拌辣醬。|Rice in a hot stone bowl with vegetables, beef, egg and chili paste.|熱い石鍋にご飯、野菜、牛肉、卵、コチュジャン。|뜨거운 돌솥 밥에 나물, 소고기, 달걀, 고추장.|Рис в горячей каменной миске с овощами, говядиной, яйцом и пастой.|گرم پتھر کے پیالے میں چاول، سبزیاں، گوشت، انڈا اور مرچ پیسٹ۔|أرز في وعاء حجري ساخن مع خضار ولحم بقري وبيضة ومعجون حار.|Riz en bol de pierre brûlant, légumes, bœuf, œuf et pâte pimentée.|Reis im heißen Steintopf mit Gemüse, Rind, Ei und Chilipaste.|Arroz en olla de piedra con verduras, ternera, huevo y pasta picante.`,
          4600,
          {
            pack: 200,
            sales: 640,
            groups: [
              spice(),
              extras([
                ['fried_egg', 300],
                ['extra_beef', 1000],
              ]),
            ],
          },
        ),
        dish(
          'kimchi-stew',
          L`泡菜锅|泡菜鍋|Kimchi stew|キムチチゲ|김치찌개|Суп кимчи-чиге|کمچی اسٹو|يخنة الكيمتشي|Ragoût de kimchi|Kimchi-Eintopf|Guiso de kimchi`,
          L`发酵泡菜与猪肉、豆腐炖煮，较辣，配米饭。|發酵泡菜與豬肉、豆腐燉煮，較辣，配米飯。|Kimchi simmered with pork and tofu; spicy, served with rice.|キムチと豚肉、豆腐の煮込み。辛め、ご飯付き。|돼지고기·두부를 넣고 끓인 김치찌개, 매콤, 공기밥 포함.|Кимчи, тушённое со свининой и тофу; остро, с рисом.|کمچی، سور کا گوشت اور ٹوفو کا اسٹو؛ تیکھا، چاولوں کے ساتھ۔|كيمتشي مطهو مع لحم خنزير وتوفو؛ حار، يقدم مع الأرز.|Kimchi mijoté avec porc et tofu ; épicé, servi avec du riz.|Kimchi mit Schwein und Tofu geschmort; scharf, mit Reis.|Kimchi guisado con cerdo y tofu; picante, con arroz.`,
          3800,
          { pack: 200, sales: 470, groups: [spice()] },
        ),
        dish(
          'cold-buckwheat-noodles',
          L`韩式冷面|韓式冷麵|Korean cold buckwheat noodles|韓国冷麺|물냉면|Корейская холодная лапша (нэнмён)|کوریائی ٹھنڈے نوڈلز|نودلز الحنطة السوداء الكورية الباردة|Nouilles froides coréennes au sarrasin|Koreanische kalte Buchweizennudeln|Fideos fríos coreanos de trigo sarraceno`,
          L`荞麦面浸冰凉酸甜牛肉汤，配梨片和鸡蛋。|蕎麥麵浸冰涼酸甜牛肉湯，配梨片和雞蛋。|Buckwheat noodles in icy sweet-sour beef broth with pear and egg.|冷たい甘酸っぱい牛肉スープにそば粉麺、梨と卵。|새콤달콤한 차가운 육수에 메밀면, 배와 달걀.|Гречневая лапша в ледяном кисло-сладком бульоне с грушей и яйцом.|ٹھنڈے کھٹے میٹھے شوربے میں کٹو کے نوڈلز، ناشپاتی اور انڈا۔|نودلز حنطة سوداء في مرق لحم بارد حلو حامض مع كمثرى وبيضة.|Nouilles de sarrasin en bouillon glacé aigre-doux, poire et œuf.|Buchweizennudeln in eiskalter süßsaurer Brühe mit Birne und Ei.|Fideos de sarraceno en caldo helado agridulce con pera y huevo.`,
          3600,
          { pack: 200, sales: 350, groups: [spice()] },
        ),
        dish(
          'seafood-pancake',
          L`海鲜葱饼|海鮮蔥餅|Seafood scallion pancake|海鮮チヂミ|해물파전|Корейский блин с морепродуктами|سی فوڈ اور ہری پیاز کا پین کیک|فطيرة مأكولات بحرية بالبصل الأخضر|Galette coréenne aux fruits de mer|Meeresfrüchte-Pfannkuchen|Tortita coreana de marisco`,
          L`香脆煎饼夹鱿鱼、虾和葱，含甲壳类。|香脆煎餅夾魷魚、蝦和蔥，含甲殼類。|Crisp pancake with squid, shrimp and scallion; contains shellfish.|イカ、エビ、ねぎ入りのカリッとしたチヂミ。甲殻類を含む。|오징어, 새우, 파를 넣은 바삭한 전, 갑각류 포함.|Хрустящий блин с кальмаром, креветками и луком; ракообразные.|اسکوئڈ، جھینگے اور ہری پیاز والا کرکرا پین کیک؛ شیل فش شامل۔|فطيرة مقرمشة بالحبار والروبيان والبصل الأخضر؛ تحتوي قشريات.|Galette croustillante au calamar, crevettes et ciboule ; crustacés.|Knuspriger Pfannkuchen mit Tintenfisch, Garnelen und Lauch.|Tortita crujiente con calamar, gamba y cebolleta; lleva marisco.`,
          4200,
          { sales: 290 },
        ),
      ],
    ),
    category('drinks', CAT.drinks, [
      dish(
        'iced-barley-tea',
        L`冰大麦茶|冰大麥茶|Iced barley tea|冷たい麦茶|시원한 보리차|Холодный ячменный чай|ٹھنڈی جو کی چائے|شاي الشعير المثلج|Thé d'orge glacé|Kalter Gerstentee|Té de cebada frío`,
        L`烘焙大麦冷泡，无糖无咖啡因。|烘焙大麥冷泡，無糖無咖啡因。|Cold roasted barley tea; unsweetened and caffeine-free.|焙煎大麦の水出し茶。無糖・ノンカフェイン。|볶은 보리를 우린 차, 무가당·무카페인.|Холодный чай из жареного ячменя; без сахара и кофеина.|بھنے ہوئے جو کی ٹھنڈی چائے؛ بغیر چینی اور کیفین۔|شاي شعير محمص بارد؛ بلا سكر ولا كافيين.|Thé d'orge torréfiée froid ; sans sucre ni caféine.|Kalter Röstgerstentee; ungesüßt und koffeinfrei.|Té frío de cebada tostada; sin azúcar ni cafeína.`,
        600,
        { pack: 50, sales: 390 },
      ),
    ]),
  ],
})

const bangkokKitchen = shop({
  key: 'bangkok-little-kitchen',
  name: L`曼谷小厨|曼谷小廚|Bangkok Little Kitchen|バンコク・リトルキッチン|방콕 리틀 키친|«Маленькая кухня Бангкока»|بنکاک لٹل کچن|مطبخ بانكوك الصغير|La Petite Cuisine de Bangkok|Bangkoks kleine Küche|La Cocinita de Bangkok`,
  type: 'asian',
  cuisine: 'thai',
  tastes: ['spicy', 'sour', 'sweet'],
  address: address('yongkang', '56'),
  lng: 121.456,
  lat: 31.2095,
  phone: '021-64330917',
  hours: fixed(['11:00', '22:00']),
  minimumOrderFen: 3000,
  deliverySubsidyFen: 200,
  fullReductionTiers: [
    [5000, 600],
    [9000, 1500],
  ],
  rating: 45,
  monthlySales: 990,
  categories: [
    category(
      'soups-salads',
      L`汤与沙拉|湯與沙拉|Soups and salads|スープ・サラダ|수프·샐러드|Супы и салаты|سوپ اور سلاد|الحساء والسلطات|Soupes et salades|Suppen und Salate|Sopas y ensaladas`,
      [
        dish(
          'tom-yum-soup',
          L`冬阴功汤|冬陰功湯|Tom yum soup with prawns|トムヤムクン|똠얌꿍|Суп том ям с креветками|جھینگوں والا ٹام یم سوپ|حساء توم يام بالروبيان|Soupe tom yum aux crevettes|Tom-Yum-Suppe mit Garnelen|Sopa tom yum con langostinos`,
          L`酸辣香茅汤配大虾和蘑菇，含甲壳类。|酸辣香茅湯配大蝦和蘑菇，含甲殼類。|Hot and sour lemongrass soup with prawns and mushrooms; shellfish.|レモングラス香る酸っぱ辛いスープ、エビときのこ入り。|레몬그라스 새콤매콤 수프, 새우·버섯, 갑각류 포함.|Кисло-острый суп с лемонграссом, креветками и грибами.|لیمن گراس کا کھٹا تیکھا سوپ، جھینگے اور مشروم کے ساتھ۔|حساء حامض حار بعشب الليمون مع روبيان وفطر؛ قشريات.|Soupe aigre-piquante à la citronnelle, crevettes et champignons.|Scharf-saure Zitronengrassuppe mit Garnelen und Pilzen.|Sopa agripicante de limoncillo con langostinos y setas.`,
          5800,
          {
            pack: 200,
            sales: 520,
            groups: [size(['regular', 0], ['large', 2000]), spice()],
          },
        ),
        dish(
          'green-papaya-salad',
          L`青木瓜沙拉|青木瓜沙拉|Green papaya salad (som tam)|ソムタム（青パパイヤサラダ）|쏨땀 (그린 파파야 샐러드)|Салат из зелёной папайи (сом там)|ہرے پپیتے کا سلاد (سوم تام)|سلطة البابايا الخضراء (سوم تام)|Salade de papaye verte (som tam)|Grüner Papayasalat (Som Tam)|Ensalada de papaya verde (som tam)`,
          L`青木瓜丝拌青柠、鱼露、番茄和花生，酸辣。|青木瓜絲拌青檸、魚露、番茄和花生，酸辣。|Shredded papaya with lime, fish sauce, tomato and peanuts; sour-hot.|青パパイヤをライム、ナンプラー、トマト、ピーナッツで和えたもの。|채 썬 파파야에 라임, 피시소스, 토마토, 땅콩. 새콤매콤.|Папайя с лаймом, рыбным соусом, томатами и арахисом; кисло-остро.|کٹا پپیتا، لیموں، فش ساس، ٹماٹر اور مونگ پھلی؛ کھٹا تیکھا۔|بابايا مبشورة مع ليمون وصلصة سمك وطماطم وفول سوداني؛ حامضة حارة.|Papaye râpée, citron vert, nuoc-mâm, tomate et cacahuètes ; acidulé.|Papayastreifen mit Limette, Fischsoße, Tomate und Erdnüssen.|Papaya rallada con lima, salsa de pescado, tomate y cacahuete.`,
          2800,
          { sales: 430, groups: [spice()] },
        ),
      ],
    ),
    category('mains', CAT.mains, [
      dish(
        'pad-thai',
        L`泰式炒河粉|泰式炒河粉|Pad thai|パッタイ|팟타이|Пад тай|پیڈ تھائی|باد تاي|Pad thaï sauté|Pad Thai (gebratene Reisnudeln)|Pad thai salteado`,
        L`河粉炒蛋、豆芽和罗望子酱，撒花生碎，含坚果。|河粉炒蛋、豆芽和羅望子醬，撒花生碎，含堅果。|Rice noodles wok-fried with egg, sprouts and tamarind; has peanuts.|米麺を卵、もやし、タマリンドで炒め、砕きピーナッツ。|쌀국수를 달걀·숙주·타마린드와 볶고 땅콩 토핑.|Рисовая лапша с яйцом, ростками и тамариндом; с арахисом.|چاول کے نوڈلز انڈے، اسپراؤٹس اور املی کے ساتھ؛ مونگ پھلی شامل۔|نودلز أرز مقلية مع بيض وبراعم وتمر هندي؛ مع فول سوداني.|Nouilles de riz sautées, œuf, pousses et tamarin ; cacahuètes.|Reisnudeln mit Ei, Sprossen und Tamarinde; mit Erdnüssen.|Fideos de arroz con huevo, brotes y tamarindo; con cacahuete.`,
        4200,
        {
          pack: 150,
          sales: 810,
          groups: [
            pick('filling', [
              ['filling_chicken', 0],
              ['filling_shrimp', 600],
              ['filling_tofu', 0],
            ]),
            spice(),
          ],
        },
      ),
      dish(
        'green-curry-chicken',
        L`泰式绿咖喱鸡|泰式綠咖哩雞|Thai green curry chicken|タイ風グリーンカレー（鶏）|태국식 그린 커리 치킨|Тайское зелёное карри с курицей|تھائی گرین کری چکن|كاري أخضر تايلاندي بالدجاج|Curry vert thaï au poulet|Thailändisches grünes Curry mit Huhn|Curry verde tailandés con pollo`,
        L`椰奶绿咖喱炖鸡肉、茄子和罗勒，中辣。|椰奶綠咖哩燉雞肉、茄子和羅勒，中辣。|Chicken, eggplant and basil in coconut green curry; medium hot.|ココナッツミルクのグリーンカレーに鶏肉、なす、バジル。中辛。|코코넛 그린 커리에 닭고기, 가지, 바질. 중간 맵기.|Курица, баклажан и базилик в зелёном карри на кокосовом молоке.|ناریل کی گرین کری میں چکن، بینگن اور تلسی؛ درمیانی تیز۔|دجاج وباذنجان وريحان في كاري أخضر بجوز الهند؛ حار متوسط.|Poulet, aubergine et basilic au curry vert coco ; moyennement épicé.|Huhn, Aubergine und Basilikum in grünem Kokoscurry; mittelscharf.|Pollo, berenjena y albahaca en curry verde de coco; picante medio.`,
        5200,
        {
          pack: 200,
          sales: 600,
          groups: [spice(), extras([['rice', 300]])],
        },
      ),
      dish(
        'basil-pork-rice',
        L`泰式打抛猪饭|泰式打拋豬飯|Thai basil pork with rice|ガパオライス（豚肉）|팟카파오 덮밥 (돼지고기)|Свинина с тайским базиликом и рисом|تھائی تلسی والا سور کا گوشت اور چاول|لحم خنزير بالريحان التايلاندي مع أرز|Porc au basilic thaï et riz|Thai-Basilikum-Schwein mit Reis|Cerdo con albahaca tailandesa y arroz`,
        L`猪肉末与打抛叶、辣椒爆炒，盖饭配煎蛋。|豬肉末與打拋葉、辣椒爆炒，蓋飯配煎蛋。|Minced pork stir-fried with holy basil and chilli, on rice with egg.|豚ひき肉をホーリーバジルと唐辛子で炒め、目玉焼きのせご飯。|다진 돼지고기를 홀리 바질·고추와 볶아 밥과 달걀프라이.|Свиной фарш с базиликом и чили на рисе с яичницей.|سور کا قیمہ تلسی اور مرچ کے ساتھ، چاول اور انڈے پر۔|لحم خنزير مفروم مقلي مع الريحان والفلفل على أرز مع بيضة.|Porc haché sauté au basilic sacré et piment, sur riz avec œuf.|Schweinehack mit Thai-Basilikum und Chili auf Reis mit Ei.|Cerdo picado con albahaca sagrada y chile, sobre arroz con huevo.`,
        3800,
        { soldOut: true, sales: 570, groups: [spice()] },
      ),
    ]),
    category(
      'desserts-drinks',
      L`甜品饮品|甜品飲品|Desserts and drinks|デザート・ドリンク|디저트·음료|Десерты и напитки|میٹھے اور مشروبات|الحلويات والمشروبات|Desserts et boissons|Desserts und Getränke|Postres y bebidas`,
      [
        dish(
          'mango-sticky-rice',
          L`芒果糯米饭|芒果糯米飯|Mango sticky rice|マンゴーともち米|망고 찹쌀밥|Манго с клейким рисом|آم اور چپچپے چاول|أرز دبق بالمانجو|Riz gluant à la mangue|Mango mit Klebreis|Arroz glutinoso con mango`,
          L`香甜芒果配椰浆糯米，撒绿豆酥。|香甜芒果配椰漿糯米，撒綠豆酥。|Sweet mango with coconut sticky rice and crispy mung beans.|甘いマンゴーとココナッツもち米、カリカリ緑豆のせ。|달콤한 망고와 코코넛 찹쌀밥, 바삭한 녹두.|Сладкое манго с кокосовым клейким рисом и хрустящим машем.|میٹھا آم، ناریل والے چپچپے چاول اور کرکری مونگ۔|مانجو حلوة مع أرز دبق بجوز الهند وماش مقرمش.|Mangue sucrée, riz gluant au coco et haricots mungo croquants.|Süße Mango mit Kokos-Klebreis und knusprigen Mungbohnen.|Mango dulce con arroz glutinoso de coco y judías mungo crujientes.`,
          3200,
          { sales: 480 },
        ),
        dish(
          'thai-milk-tea',
          L`泰式奶茶|泰式奶茶|Thai iced milk tea|タイティー|타이 밀크티|Тайский чай с молоком|تھائی دودھ والی چائے|شاي الحليب التايلاندي|Thé au lait thaï|Thailändischer Milchtee|Té con leche tailandés`,
          L`浓红茶加炼乳，橙色香甜，含乳制品。|濃紅茶加煉乳，橙色香甜，含乳製品。|Strong black tea with condensed milk, orange and sweet; has dairy.|濃い紅茶に練乳。オレンジ色で甘い、乳製品入り。|진한 홍차에 연유, 주황빛 달콤한 맛, 유제품 포함.|Крепкий чёрный чай со сгущёнкой, сладкий; содержит молоко.|گاڑھی کالی چائے گاڑھے دودھ کے ساتھ، میٹھی؛ دودھ شامل۔|شاي أسود قوي مع حليب مكثف، حلو برتقالي اللون؛ يحتوي ألبان.|Thé noir corsé au lait concentré, orange et sucré ; lactose.|Starker Schwarztee mit Kondensmilch, süß; enthält Milch.|Té negro fuerte con leche condensada, dulce; contiene lácteos.`,
          1800,
          { pack: 50, sales: 700, groups: [sugar(), ice(false)] },
        ),
      ],
    ),
  ],
})

const masalaHouse = shop({
  key: 'masala-house',
  name: L`玛莎拉印度餐厅|瑪莎拉印度餐廳|Masala House Indian Kitchen|マサラハウス インド料理|마살라 하우스 인도 요리|Индийская кухня «Масала Хаус»|مسالہ ہاؤس انڈین کچن|مطبخ بيت المسالا الهندي|Masala House, cuisine indienne|Masala House – Indische Küche|Masala House, cocina india`,
  type: 'asian',
  cuisine: 'indian',
  tastes: ['spicy', 'savory'],
  address: address('nanchang', '95'),
  lng: 121.4625,
  lat: 31.2175,
  phone: '021-53065128',
  hours: fixed(['11:30', '14:30'], ['17:30', '22:00']),
  minimumOrderFen: 4000,
  fullReductionTiers: [
    [8000, 1000],
    [15000, 2500],
  ],
  rating: 47,
  monthlySales: 720,
  categories: [
    category('curries', L`咖喱|咖哩|Curries|カレー|커리|Карри|سالن|الكاري|Currys|Currys|Currys`, [
      dish(
        'butter-chicken',
        L`印度黄油鸡|印度奶油雞|Butter chicken|バターチキンカレー|버터 치킨 커리|Курица в масляном соусе|بٹر چکن|دجاج بالزبدة|Poulet au beurre|Butter Chicken (Murgh Makhani)|Pollo a la mantequilla`,
        L`炭烤鸡肉浸番茄黄油奶油酱，微辣，含乳制品。|炭烤雞肉浸番茄奶油醬，微辣，含乳製品。|Tandoori chicken in a creamy tomato-butter sauce; mild, with dairy.|タンドリーチキンをトマトとバターのクリームソースで。マイルド。|탄두리 치킨을 토마토 버터 크림소스에. 순한 맛, 유제품.|Курица тандури в сливочно-томатном соусе; мягко, с молочным.|تندوری چکن کریمی ٹماٹر مکھن کی چٹنی میں؛ ہلکا، دودھ شامل۔|دجاج تندوري بصلصة الطماطم والزبدة الكريمية؛ خفيف، بالألبان.|Poulet tandoori en sauce tomate-beurre crémeuse ; doux, lactose.|Tandoori-Huhn in cremiger Tomaten-Butter-Soße; mild, mit Milch.|Pollo tandoori en salsa cremosa de tomate y mantequilla; suave.`,
        6800,
        {
          pack: 200,
          sales: 540,
          groups: [
            spice(),
            pick('staple', [
              ['rice', 0],
              ['naan', 0],
              ['garlic_naan', 500],
            ]),
          ],
        },
      ),
      dish(
        'lamb-rogan-josh',
        L`克什米尔羊肉咖喱|克什米爾羊肉咖哩|Lamb rogan josh|ラム・ローガンジョシュ|램 로간 조시 (양고기 커리)|Баранина роган-джош|مٹن روغن جوش|لحم ضأن روغان جوش|Agneau rogan josh|Lamm Rogan Josh (Kaschmir-Curry)|Cordero rogan josh`,
        L`羊肉用克什米尔辣椒和香料慢炖，中辣。|羊肉用克什米爾辣椒和香料慢燉，中辣。|Lamb slow-cooked with Kashmiri chilli and warm spices; medium hot.|羊肉をカシミール唐辛子とスパイスで煮込んだ中辛カレー。|양고기를 카슈미르 고추와 향신료로 푹 끓인 중간 맵기 커리.|Баранина, томлённая с кашмирским чили и специями; средне остро.|بکرے کا گوشت کشمیری مرچ اور گرم مصالحوں میں پکا؛ درمیانہ تیز۔|لحم ضأن مطهو ببطء مع فلفل كشميري وتوابل دافئة؛ حار متوسط.|Agneau mijoté au piment du Cachemire et épices ; moyennement épicé.|Lamm, langsam mit Kaschmir-Chili und Gewürzen gegart; mittelscharf.|Cordero guisado con chile de Cachemira y especias; picante medio.`,
        7800,
        {
          pack: 200,
          sales: 310,
          groups: [
            spice(),
            pick('staple', [
              ['rice', 0],
              ['naan', 0],
              ['garlic_naan', 500],
            ]),
          ],
        },
      ),
      dish(
        'palak-paneer',
        L`菠菜印度奶酪|菠菜印度奶酪|Palak paneer (spinach and cheese)|パラクパニール（ほうれん草とチーズ）|팔락 파니르 (시금치 치즈 커리)|Палак панир (шпинат с сыром)|پالک پنیر|بالاك بانير (سبانخ وجبن)|Palak paneer (épinards et fromage)|Palak Paneer (Spinat mit Käse)|Palak paneer (espinacas y queso)`,
        L`印度奶酪块配香料菠菜泥，素食，微辣。|印度奶酪塊配香料菠菜泥，素食，微辣。|Cubes of Indian cheese in spiced spinach purée; vegetarian, mild.|インドのチーズをスパイス入りほうれん草ペーストで。ベジ。|향신료 시금치 퓌레에 인도 치즈, 채식, 순한 맛.|Кубики индийского сыра в пряном шпинатном пюре; вегетарианское.|مصالحے دار پالک میں پنیر کے ٹکڑے؛ سبزی خور، ہلکا۔|مكعبات جبن هندي في هريس سبانخ متبل؛ نباتي، خفيف.|Dés de fromage indien dans une purée d'épinards épicée ; végétarien.|Indischer Käse in würzigem Spinatpüree; vegetarisch, mild.|Dados de queso indio en puré de espinacas especiado; vegetariano.`,
        4800,
        { pack: 200, sales: 260, groups: [spice()] },
      ),
    ]),
    category(
      'biryani-breads',
      L`香饭与馕|香飯與饢|Biryani and breads|ビリヤニ・ナン|비리야니·난|Бирьяни и лепёшки|بریانی اور نان|البرياني والخبز|Biryani et pains|Biryani und Brot|Biryani y panes`,
      [
        dish(
          'chicken-biryani',
          L`海得拉巴鸡肉香饭|海得拉巴雞肉香飯|Hyderabadi chicken biryani|ハイデラバード風チキンビリヤニ|하이데라바드 치킨 비리야니|Бирьяни с курицей по-хайдарабадски|حیدرآبادی چکن بریانی|برياني الدجاج الحيدر آبادي|Biryani de poulet d'Hyderabad|Hyderabadi Hähnchen-Biryani|Biryani de pollo de Hyderabad`,
          L`香料鸡肉与印度香米层层焖制，配酸奶酱。|香料雞肉與印度香米層層燜製，配酸奶醬。|Spiced chicken layered with basmati rice and slow-cooked; with raita.|スパイスチキンとバスマティ米の炊き込み。ライタ付き。|향신료 닭고기와 바스마티 쌀을 층층이 익힘, 라이타 곁들임.|Пряная курица и басмати, томлёные слоями; с соусом райта.|مصالحے دار چکن اور باسمتی چاول دم پر پکے؛ رائتے کے ساتھ۔|دجاج متبل مع أرز بسمتي مطهو بطبقات؛ مع صلصة الرايتا.|Poulet épicé et riz basmati cuits en couches ; servi avec raïta.|Gewürzhuhn und Basmatireis geschichtet gegart; mit Raita.|Pollo especiado y arroz basmati en capas; con raita.`,
          5800,
          {
            pack: 200,
            sales: 450,
            groups: [size(['regular', 0], ['large', 2000])],
          },
        ),
        dish(
          'garlic-naan',
          L`蒜香烤馕|蒜香烤饢|Garlic naan bread|ガーリックナン|갈릭 난|Наан с чесноком|لہسن والا نان|خبز نان بالثوم|Pain naan à l'ail|Knoblauch-Naan-Brot|Pan naan de ajo`,
          L`泥炉烤制的发面饼，刷蒜香黄油。|泥爐烤製的發麵餅，刷蒜香奶油。|Leavened flatbread from the tandoor, brushed with garlic butter.|タンドールで焼いたナンにガーリックバター。|탄두르에 구운 난에 마늘 버터를 바름.|Лепёшка из тандыра, смазанная чесночным маслом.|تندور میں پکا خمیری نان، لہسن والے مکھن کے ساتھ۔|خبز مخمر مخبوز في التنور ومدهون بزبدة الثوم.|Pain levé cuit au tandoor, badigeonné de beurre à l'ail.|Fladenbrot aus dem Tandoor mit Knoblauchbutter.|Pan fermentado al tandoor, pintado con mantequilla de ajo.`,
          1200,
          { pack: 50, sales: 690 },
        ),
      ],
    ),
    category(
      'snacks-drinks',
      L`小吃饮品|小吃飲品|Snacks and drinks|軽食・ドリンク|간식·음료|Закуски и напитки|اسنیکس اور مشروبات|وجبات خفيفة ومشروبات|En-cas et boissons|Snacks und Getränke|Tentempiés y bebidas`,
      [
        dish(
          'potato-samosas',
          L`土豆咖喱角（2只）|土豆咖哩角（2隻）|Potato samosas (2)|ポテトサモサ（2個）|감자 사모사 (2개)|Самоса с картофелем (2 шт.)|آلو سموسے (2)|سمبوسة بالبطاطس (2)|Samoussas aux pommes de terre (2)|Kartoffel-Samosas (2 Stück)|Samosas de patata (2)`,
          L`酥皮包香料土豆和豌豆，素食，配罗望子酱。|酥皮包香料土豆和豌豆，素食，配羅望子醬。|Crisp pastry with spiced potato and peas; vegetarian, tamarind dip.|スパイシーなじゃがいもとえんどう豆の揚げパイ。ベジ。|향신료 감자·완두콩을 넣은 바삭한 페이스트리, 채식.|Хрустящее тесто с пряным картофелем и горошком; вегетарианское.|مصالحے دار آلو اور مٹر والے کرکرے سموسے؛ املی کی چٹنی کے ساتھ۔|عجين مقرمش بالبطاطس والبازلاء المتبلة؛ نباتي، مع صلصة التمر الهندي.|Chausson croustillant, pommes de terre et pois épicés ; végétarien.|Knusprige Teigtaschen mit Kartoffeln und Erbsen; vegetarisch.|Masa crujiente con patata y guisantes especiados; vegetariana.`,
          2200,
          { sales: 380 },
        ),
        dish(
          'mango-lassi',
          L`芒果拉西|芒果拉西|Mango lassi|マンゴーラッシー|망고 라씨|Манго-ласси|آم کی لسی|لاسي المانجو|Lassi à la mangue|Mango-Lassi|Lassi de mango`,
          L`芒果与酸奶打成的冰饮，含乳制品。|芒果與酸奶打成的冰飲，含乳製品。|Chilled mango and yogurt shake; contains dairy.|マンゴーとヨーグルトの冷たいドリンク。乳製品入り。|망고와 요거트를 간 시원한 음료, 유제품 포함.|Охлаждённый коктейль из манго и йогурта; содержит молоко.|آم اور دہی کا ٹھنڈا مشروب؛ دودھ شامل۔|مخفوق مانجو وزبادي مبرد؛ يحتوي ألبان.|Boisson fraîche mangue-yaourt ; contient du lait.|Gekühlter Mango-Joghurt-Shake; enthält Milch.|Batido frío de mango y yogur; contiene lácteos.`,
          2200,
          { pack: 50, sales: 560, groups: [sugar(), ice(false)] },
        ),
      ],
    ),
  ],
})

const nonnaPizzeria = shop({
  key: 'nonna-pizzeria',
  name: L`诺娜意式披萨|諾娜義式披薩|Nonna's Pizzeria|ノンナのピッツェリア|논나 피체리아|Пиццерия «Нонна»|نونا کا پیزیریا|بيتزيريا نونا|Pizzeria Nonna|Pizzeria Nonna|Pizzería Nonna`,
  type: 'western',
  cuisine: 'italian',
  tastes: ['savory', 'mild'],
  address: address('huaihai_m', '333'),
  lng: 121.4735,
  lat: 31.2215,
  phone: '021-63360522',
  hours: fixed(['11:00', '22:30']),
  minimumOrderFen: 4000,
  fullReductionTiers: [
    [8000, 1000],
    [15000, 2500],
  ],
  rating: 47,
  monthlySales: 1150,
  categories: [
    category('pizza', L`披萨|披薩|Pizza|ピザ|피자|Пицца|پیزا|البيتزا|Pizzas|Pizzen|Pizzas`, [
      dish(
        'margherita',
        L`玛格丽特披萨|瑪格麗特披薩|Margherita pizza|マルゲリータ|마르게리타 피자|Пицца «Маргарита»|مارگریٹا پیزا|بيتزا مارغريتا|Pizza margherita|Pizza Margherita|Pizza margarita`,
        L`番茄酱、水牛马苏里拉和罗勒，柴火窑烤，素食。|番茄醬、水牛莫札瑞拉和羅勒，柴火窯烤，素食。|Tomato, buffalo mozzarella and basil from a wood-fired oven; vegetarian.|トマト、水牛モッツァレラ、バジルの薪窯焼き。ベジタリアン。|토마토, 버팔로 모차렐라, 바질을 화덕에 구운 채식 피자.|Томаты, моцарелла из молока буйволицы и базилик из дровяной печи.|ٹماٹر، بھینس کی موزاریلا اور تلسی، لکڑی کے تنور میں؛ سبزی خور۔|طماطم وموزاريلا الجاموس وريحان من فرن الحطب؛ نباتية.|Tomate, mozzarella di bufala et basilic au feu de bois ; végétarienne.|Tomate, Büffelmozzarella und Basilikum aus dem Holzofen; vegetarisch.|Tomate, mozzarella de búfala y albahaca al horno de leña; vegetariana.`,
        7800,
        {
          pack: 300,
          sales: 690,
          groups: [
            size(['inch9', 0], ['inch12', 3000]),
            extras([
              ['extra_cheese', 1000],
              ['mushrooms', 800],
            ]),
          ],
        },
      ),
      dish(
        'diavola',
        L`辣味萨拉米披萨|辣味薩拉米披薩|Diavola pizza with spicy salami|ディアボラ（辛口サラミ）|디아볼라 피자 (매운 살라미)|Пицца «Дьявола» с острой салями|تیز سلامی والا ڈیاوولا پیزا|بيتزا ديافولا بالسلامي الحار|Pizza diavola au salami piquant|Pizza Diavola mit scharfer Salami|Pizza diavola con salami picante`,
        L`辣味猪肉萨拉米、马苏里拉和辣椒油，含猪肉。|辣味豬肉薩拉米、莫札瑞拉和辣椒油，含豬肉。|Spicy pork salami, mozzarella and chili oil; contains pork.|辛口ポークサラミ、モッツァレラ、チリオイル。豚肉入り。|매운 돼지고기 살라미, 모차렐라, 고추기름. 돼지고기 포함.|Острая свиная салями, моцарелла и масло чили; содержит свинину.|تیز سور کے گوشت کی سلامی، موزاریلا اور مرچ کا تیل؛ سور کا گوشت۔|سلامي خنزير حار وموزاريلا وزيت الفلفل؛ يحتوي خنزير.|Salami de porc piquant, mozzarella et huile pimentée ; porc.|Scharfe Schweinesalami, Mozzarella und Chiliöl; enthält Schwein.|Salami de cerdo picante, mozzarella y aceite de chile; lleva cerdo.`,
        8800,
        {
          pack: 300,
          sales: 480,
          groups: [size(['inch9', 0], ['inch12', 3000]), extras([['extra_cheese', 1000]])],
        },
      ),
      dish(
        'four-cheese',
        L`四重奶酪披萨|四重起司披薩|Four-cheese pizza|クアトロフォルマッジ|콰트로 포르마지 피자|Пицца «Четыре сыра»|چار پنیر والا پیزا|بيتزا الأجبان الأربعة|Pizza quatre fromages|Vier-Käse-Pizza|Pizza cuatro quesos`,
        L`马苏里拉、戈贡佐拉、帕玛森和芳提娜，配蜂蜜。|莫札瑞拉、戈貢佐拉、帕瑪森和芳提娜，配蜂蜜。|Mozzarella, gorgonzola, parmesan and fontina with a honey drizzle.|モッツァレラ、ゴルゴンゾーラ、パルメザン、フォンティーナ、はちみつ。|모차렐라, 고르곤졸라, 파르메산, 폰티나에 꿀.|Моцарелла, горгонзола, пармезан и фонтина с мёдом.|موزاریلا، گورگونزولا، پارمیزان اور فونٹینا، شہد کے ساتھ۔|موزاريلا وغورغونزولا وبارميزان وفونتينا مع العسل.|Mozzarella, gorgonzola, parmesan et fontina, filet de miel.|Mozzarella, Gorgonzola, Parmesan und Fontina mit Honig.|Mozzarella, gorgonzola, parmesano y fontina con miel.`,
        8800,
        {
          pack: 300,
          sales: 260,
          groups: [size(['inch9', 0], ['inch12', 3000])],
        },
      ),
    ]),
    category(
      'pasta-risotto',
      L`意面与烩饭|義大利麵與燉飯|Pasta and risotto|パスタ・リゾット|파스타·리소토|Паста и ризотто|پاستا اور ریزوٹو|الباستا والريزوتو|Pâtes et risottos|Pasta und Risotto|Pasta y risotto`,
      [
        dish(
          'carbonara',
          L`罗马培根蛋酱意面|羅馬培根蛋醬義大利麵|Spaghetti carbonara|カルボナーラ|카르보나라 스파게티|Спагетти карбонара|اسپگیٹی کاربونارا|سباغيتي كاربونارا|Spaghetti à la carbonara|Spaghetti Carbonara mit Guanciale|Espaguetis a la carbonara`,
          L`意面拌蛋黄、佩克里诺奶酪和猪脸肉，含猪肉。|義大利麵拌蛋黃、佩克里諾起司和豬頰肉，含豬肉。|Spaghetti with egg yolk, pecorino and guanciale; contains pork.|卵黄、ペコリーノ、グアンチャーレのスパゲッティ。豚肉入り。|달걀노른자, 페코리노, 관찰레 스파게티. 돼지고기 포함.|Спагетти с желтком, пекорино и гуанчиале; содержит свинину.|انڈے کی زردی، پیکورینو اور سور کے گوشت والی اسپگیٹی۔|سباغيتي بصفار البيض وجبن البيكورينو وغوانشيالي؛ يحتوي خنزير.|Spaghetti au jaune d'œuf, pecorino et guanciale ; contient du porc.|Spaghetti mit Eigelb, Pecorino und Guanciale; enthält Schwein.|Espaguetis con yema, pecorino y guanciale; contiene cerdo.`,
          6800,
          { pack: 200, sales: 520, groups: [extras([['extra_cheese', 800]])] },
        ),
        dish(
          'porcini-risotto',
          L`牛肝菌意式烩饭|牛肝菌義式燉飯|Porcini mushroom risotto|ポルチーニのリゾット|포르치니 리소토|Ризотто с белыми грибами|پورچینی مشروم ریزوٹو|ريزوتو فطر البورتشيني|Risotto aux cèpes|Steinpilzrisotto|Risotto de boletus`,
          L`意大利米与牛肝菌、帕玛森慢煮，素食。|義大利米與牛肝菌、帕瑪森慢煮，素食。|Carnaroli rice slow-cooked with porcini and parmesan; vegetarian.|カルナローリ米をポルチーニとパルメザンで煮込んだもの。ベジ。|카르나롤리 쌀을 포르치니·파르메산과 익힌 채식 리소토.|Рис карнароли с белыми грибами и пармезаном; вегетарианское.|کارنارولی چاول پورچینی اور پارمیزان کے ساتھ؛ سبزی خور۔|أرز كارنارولي مطهو مع البورتشيني والبارميزان؛ نباتي.|Riz carnaroli mijoté aux cèpes et parmesan ; végétarien.|Carnaroli-Reis mit Steinpilzen und Parmesan; vegetarisch.|Arroz carnaroli con boletus y parmesano; vegetariano.`,
          7200,
          { pack: 200, sales: 240 },
        ),
      ],
    ),
    category(
      'desserts-drinks',
      L`甜品饮品|甜品飲品|Desserts and drinks|デザート・ドリンク|디저트·음료|Десерты и напитки|میٹھے اور مشروبات|الحلويات والمشروبات|Desserts et boissons|Desserts und Getränke|Postres y bebidas`,
      [
        dish(
          'tiramisu',
          L`经典提拉米苏|經典提拉米蘇|Classic tiramisu|クラシック・ティラミス|클래식 티라미수|Классический тирамису|کلاسک تیرامیسو|تيراميسو كلاسيكي|Tiramisu classique|Klassisches Tiramisu|Tiramisú clásico`,
          L`马斯卡彭、浓缩咖啡浸手指饼，含少量酒。|馬斯卡彭、濃縮咖啡浸手指餅，含少量酒。|Mascarpone and espresso-soaked ladyfingers; contains a little alcohol.|マスカルポーネとエスプレッソに浸したビスケット。少量の酒入り。|마스카르포네와 에스프레소에 적신 레이디핑거, 소량의 술 포함.|Маскарпоне и савоярди в эспрессо; содержит немного алкоголя.|ماسکارپونی اور ایسپریسو میں بھیگے بسکٹ؛ تھوڑی الکحل شامل۔|ماسكاربوني وبسكويت مغموس بالإسبريسو؛ يحتوي قليلاً من الكحول.|Mascarpone et biscuits imbibés d'expresso ; contient un peu d'alcool.|Mascarpone und Espresso-Löffelbiskuits; enthält etwas Alkohol.|Mascarpone y bizcochos al espresso; contiene algo de alcohol.`,
          3800,
          { sales: 410 },
        ),
        dish(
          'lemon-soda',
          L`自制柠檬苏打|自製檸檬蘇打|House lemon soda|自家製レモンソーダ|수제 레몬 소다|Домашний лимонад с содовой|گھر کا بنا لیموں سوڈا|صودا الليمون المنزلية|Soda citron maison|Hausgemachte Zitronenlimonade|Soda de limón casera`,
          L`西西里柠檬汁加苏打水和薄荷，微甜。|西西里檸檬汁加蘇打水和薄荷，微甜。|Sicilian lemon juice with soda water and mint; lightly sweet.|シチリアレモン果汁にソーダとミント。ほんのり甘い。|시칠리아 레몬즙에 탄산수와 민트, 은은한 단맛.|Сок сицилийского лимона с содовой и мятой; слегка сладкий.|سسلی لیموں کا رس، سوڈا واٹر اور پودینہ؛ ہلکا میٹھا۔|عصير ليمون صقلي مع ماء الصودا والنعناع؛ حلو قليلاً.|Jus de citron de Sicile, eau gazeuse et menthe ; peu sucré.|Sizilianischer Zitronensaft mit Soda und Minze; leicht süß.|Zumo de limón siciliano con soda y menta; poco dulce.`,
          1800,
          { pack: 50, sales: 330, groups: [sugar(), ice(false)] },
        ),
      ],
    ),
  ],
})

const bigSkyBurgers = shop({
  key: 'big-sky-burgers',
  name: L`大天空汉堡|大天空漢堡|Big Sky Burgers|ビッグスカイ・バーガー|빅 스카이 버거|Бургерная «Большое небо»|بگ اسکائی برگرز|برغر السماء الكبيرة|Burgers Grand Ciel|Big Sky Burger|Hamburguesas Gran Cielo`,
  type: 'chain',
  cuisine: 'american',
  tastes: ['savory'],
  address: address('nanjing_e', '829'),
  lng: 121.48,
  lat: 31.2372,
  phone: '400-820-5177',
  hours: fixed(['10:00', '23:00']),
  minimumOrderFen: 2000,
  deliverySubsidyFen: 300,
  fullReductionTiers: [
    [3500, 500],
    [6000, 1000],
  ],
  rating: 45,
  monthlySales: 4280,
  categories: [
    category(
      'burgers',
      L`汉堡|漢堡|Burgers|バーガー|버거|Бургеры|برگرز|البرغر|Burgers maison|Burger|Hamburguesas`,
      [
        dish(
          'classic-beef-burger',
          L`经典牛肉汉堡|經典牛肉漢堡|Classic beef burger|クラシックビーフバーガー|클래식 소고기 버거|Классический говяжий бургер|کلاسک بیف برگر|برغر لحم بقري كلاسيكي|Burger de bœuf classique|Klassischer Rindfleischburger|Hamburguesa clásica de ternera`,
          L`150克牛肉饼配生菜、番茄、酸黄瓜和秘制酱。|150克牛肉餅配生菜、番茄、酸黃瓜和秘製醬。|150 g beef patty with lettuce, tomato, pickles and house sauce.|150gのビーフパティにレタス、トマト、ピクルス、特製ソース。|150g 소고기 패티에 양상추, 토마토, 피클, 특제 소스.|Котлета из говядины 150 г, салат, томат, огурцы и фирменный соус.|150 گرام بیف پیٹی، سلاد، ٹماٹر، اچار اور خاص چٹنی کے ساتھ۔|قرص لحم بقري 150 غ مع خس وطماطم ومخلل وصلصة خاصة.|Steak haché de 150 g, laitue, tomate, cornichons et sauce maison.|150 g Rindfleisch-Patty mit Salat, Tomate, Gurken und Haussoße.|Carne de ternera de 150 g con lechuga, tomate, pepinillos y salsa.`,
          4800,
          {
            pack: 150,
            sales: 1860,
            groups: [
              pick('doneness', [
                ['medium_well', 0],
                ['medium_rare', 0],
                ['well_done', 0],
              ]),
              pick('set', [
                ['single', 0],
                ['meal_fries_cola', 1800],
              ]),
              extras([
                ['extra_cheese', 500],
                ['bacon', 800],
                ['avocado', 1000],
              ]),
            ],
          },
        ),
        dish(
          'double-cheeseburger',
          L`双层芝士牛肉堡|雙層起司牛肉堡|Double cheeseburger|ダブルチーズバーガー|더블 치즈버거|Двойной чизбургер|ڈبل چیز برگر|برغر مزدوج بالجبن|Double cheeseburger au bœuf|Doppelter Cheeseburger|Hamburguesa doble con queso`,
          L`两块牛肉饼和两片切达芝士，配洋葱和芥末。|兩塊牛肉餅和兩片切達起司，配洋蔥和芥末。|Two beef patties and two slices of cheddar with onion and mustard.|ビーフパティ2枚とチェダー2枚、玉ねぎとマスタード。|소고기 패티 2장과 체더 2장, 양파와 머스터드.|Две говяжьи котлеты, два ломтика чеддера, лук и горчица.|دو بیف پیٹیاں اور چیڈر کے دو ٹکڑے، پیاز اور رائی کے ساتھ۔|قرصا لحم بقري وشريحتا شيدر مع بصل وخردل.|Deux steaks hachés, deux tranches de cheddar, oignon et moutarde.|Zwei Rindfleisch-Patties, zwei Scheiben Cheddar, Zwiebel und Senf.|Dos carnes de ternera, dos lonchas de cheddar, cebolla y mostaza.`,
          6200,
          {
            pack: 150,
            sales: 1240,
            groups: [
              pick('set', [
                ['single', 0],
                ['meal_fries_cola', 1800],
              ]),
              extras([
                ['bacon', 800],
                ['avocado', 1000],
              ]),
            ],
          },
        ),
        dish(
          'spicy-chicken-burger',
          L`香辣脆鸡堡|香辣脆雞堡|Spicy crispy chicken burger|スパイシーチキンバーガー|매콤 크리스피 치킨버거|Острый бургер с хрустящей курицей|تیکھا کرسپی چکن برگر|برغر دجاج مقرمش حار|Burger au poulet croustillant épicé|Scharfer Knusperhähnchen-Burger|Hamburguesa de pollo crujiente picante`,
          L`酥炸鸡腿肉配卷心菜丝和辣蛋黄酱。|酥炸雞腿肉配捲心菜絲和辣蛋黃醬。|Crispy fried chicken thigh with slaw and spicy mayo.|カリッと揚げた鶏ももにコールスローとスパイシーマヨ。|바삭한 닭다리살 튀김, 코울슬로, 매운 마요.|Хрустящее куриное бедро, капустный салат и острый майонез.|کرکری تلی چکن ران، سلاد اور تیکھی میو کے ساتھ۔|فخذ دجاج مقلي مقرمش مع سلطة ملفوف ومايونيز حار.|Cuisse de poulet frite croustillante, coleslaw et mayo épicée.|Knuspriger Hähnchenschenkel mit Krautsalat und scharfer Mayo.|Muslo de pollo crujiente con ensalada de col y mayonesa picante.`,
          3800,
          {
            pack: 150,
            sales: 1510,
            groups: [
              spice(),
              pick('set', [
                ['single', 0],
                ['meal_fries_cola', 1800],
              ]),
            ],
          },
        ),
        dish(
          'plant-based-burger',
          L`植物肉汉堡|植物肉漢堡|Plant-based burger|プラントベースバーガー|식물성 패티 버거|Бургер с растительной котлетой|پودوں سے بنا برگر|برغر نباتي|Burger végétal|Pflanzlicher Burger|Hamburguesa vegetal`,
          L`豌豆蛋白肉饼配纯素酱，无肉无蛋。|豌豆蛋白肉餅配純素醬，無肉無蛋。|Pea-protein patty with vegan sauce; no meat, no egg.|えんどう豆たんぱくのパティとヴィーガンソース。肉・卵不使用。|완두 단백질 패티와 비건 소스, 고기·달걀 없음.|Котлета из горохового белка с веганским соусом; без мяса и яиц.|مٹر کے پروٹین کی پیٹی، ویگن چٹنی؛ گوشت اور انڈے کے بغیر۔|قرص من بروتين البازلاء مع صلصة نباتية؛ بلا لحم ولا بيض.|Galette de protéine de pois, sauce vegan ; sans viande ni œuf.|Erbsenprotein-Patty mit veganer Soße; ohne Fleisch und Ei.|Hamburguesa de proteína de guisante con salsa vegana; sin carne.`,
          5200,
          { soldOut: true, pack: 150, sales: 310 },
        ),
      ],
    ),
    category('sides', CAT.sides, [
      dish(
        'thick-cut-fries',
        L`粗薯条|粗薯條|Thick-cut fries|極太フライドポテト|두툼한 감자튀김|Толстый картофель фри|موٹے کٹے فرائز|بطاطس مقلية سميكة|Grosses frites|Dicke Pommes frites|Patatas fritas gruesas`,
        L`带皮土豆条双重油炸，撒海盐。|帶皮土豆條雙重油炸，撒海鹽。|Skin-on potatoes fried twice, with sea salt.|皮付きじゃがいもを二度揚げ、海塩をふって。|껍질째 두 번 튀긴 감자, 바다 소금.|Картофель с кожурой, обжаренный дважды, с морской солью.|چھلکے والے آلو دو بار تلے ہوئے، سمندری نمک کے ساتھ۔|بطاطس بقشرها مقلية مرتين مع ملح البحر.|Pommes de terre avec la peau frites deux fois, sel marin.|Zweimal frittierte Kartoffeln mit Schale und Meersalz.|Patatas con piel fritas dos veces, con sal marina.`,
        1500,
        {
          sales: 2100,
          groups: [size(['regular', 0], ['large', 500])],
        },
      ),
      dish(
        'onion-rings',
        L`啤酒面糊洋葱圈|啤酒麵糊洋蔥圈|Beer-battered onion rings|ビール衣のオニオンリング|맥주 반죽 어니언링|Луковые кольца в пивном кляре|بیئر بیٹر میں تلے پیاز کے چھلے|حلقات بصل مقلية بعجينة البيرة|Rondelles d'oignon en pâte à la bière|Zwiebelringe im Bierteig|Aros de cebolla rebozados en cerveza`,
        L`洋葱圈裹啤酒面糊炸至金黄，面糊含少量酒精。|洋蔥圈裹啤酒麵糊炸至金黃，麵糊含少量酒精。|Golden onion rings in beer batter; made with a little alcohol.|ビール衣でカラッと揚げた玉ねぎ。アルコール原料を少量使用。|맥주 반죽을 입혀 노릇하게 튀긴 양파, 알코올 원료 소량.|Золотистые кольца лука в пивном кляре; содержит немного алкоголя.|بیئر والے بیٹر میں سنہری تلے پیاز؛ تھوڑی الکحل سے تیار۔|حلقات بصل ذهبية بعجينة البيرة؛ تحتوي قليلاً من الكحول.|Oignons dorés en pâte à la bière ; préparés avec un peu d'alcool.|Goldene Zwiebelringe im Bierteig; mit etwas Alkohol zubereitet.|Aros de cebolla dorados en rebozado de cerveza; algo de alcohol.`,
        1800,
        { sales: 760 },
      ),
    ]),
    category('drinks', CAT.drinks, [
      dish(
        'milkshake',
        L`手工奶昔|手工奶昔|Hand-spun milkshake|ハンドメイドミルクシェイク|수제 밀크셰이크|Молочный коктейль ручной работы|ہاتھ سے بنا ملک شیک|ميلك شيك يدوي|Milkshake maison|Hausgemachter Milchshake|Batido artesanal`,
        L`冰淇淋与鲜奶打制，可选香草、巧克力或草莓。|冰淇淋與鮮奶打製，可選香草、巧克力或草莓。|Ice cream blended with fresh milk: vanilla, chocolate or strawberry.|アイスと牛乳のシェイク。バニラ、チョコ、いちごから。|아이스크림과 우유를 간 셰이크, 바닐라·초코·딸기.|Мороженое и молоко: ваниль, шоколад или клубника.|آئس کریم اور تازہ دودھ: ونیلا، چاکلیٹ یا اسٹرابیری۔|آيس كريم مخفوق مع حليب طازج: فانيليا أو شوكولاتة أو فراولة.|Glace mixée au lait frais : vanille, chocolat ou fraise.|Eis mit frischer Milch: Vanille, Schokolade oder Erdbeere.|Helado batido con leche: vainilla, chocolate o fresa.`,
        2800,
        {
          pack: 50,
          sales: 880,
          groups: [
            pick('flavour', [
              ['vanilla', 0],
              ['chocolate', 0],
              ['strawberry', 0],
            ]),
            cup(['medium_cup', 0], ['large_cup', 600]),
          ],
        },
      ),
    ]),
  ],
})

const petitParis = shop({
  key: 'le-petit-paris',
  name: L`小巴黎法式小馆|小巴黎法式小館|Le Petit Paris Bistro|ル・プティ・パリ ビストロ|르 프티 파리 비스트로|Бистро «Маленький Париж»|لے پیٹی پیرس بسٹرو|بيسترو باريس الصغيرة|Bistrot Le Petit Paris|Bistro Le Petit Paris|Bistró Le Petit Paris`,
  type: 'western',
  cuisine: 'french',
  tastes: ['savory', 'mild'],
  address: address('wukang', '378'),
  lng: 121.4372,
  lat: 31.2085,
  phone: '021-64379025',
  hours: fixed(['11:30', '14:30'], ['18:00', '22:30']),
  // "Resting today": the owner closes the bistro for the day; the shop shows as closed.
  operating: false,
  minimumOrderFen: 8000,
  baseDeliveryFeeFen: 800,
  deliveryRangeMeters: 6000,
  fullReductionTiers: [],
  rating: 49,
  monthlySales: 310,
  categories: [
    category(
      'starters',
      L`前菜|前菜|Starters|前菜|전채|Закуски|ابتدائی کھانے|المقبلات|Entrées|Vorspeisen|Entrantes`,
      [
        dish(
          'french-onion-soup',
          L`法式焗洋葱汤|法式焗洋蔥湯|French onion soup|オニオングラタンスープ|프렌치 어니언 수프|Французский луковый суп|فرانسیسی پیاز کا سوپ|حساء البصل الفرنسي|Soupe à l'oignon gratinée|Französische Zwiebelsuppe|Sopa de cebolla francesa`,
          L`焦糖洋葱牛肉汤，盖面包片和焗格鲁耶尔奶酪。|焦糖洋蔥牛肉湯，蓋麵包片和焗格魯耶爾起司。|Caramelised onion in beef broth under toast and melted gruyère.|飴色玉ねぎの牛肉スープにパンとグリュイエールをのせて焼いたもの。|캐러멜 양파 소고기 수프에 빵과 그뤼에르 치즈.|Карамелизованный лук в говяжьем бульоне под сыром грюйер.|بیف شوربے میں کیرامل پیاز، ٹوسٹ اور پگھلا گرویئر پنیر۔|بصل مكرمل في مرق بقري تحت خبز محمص وجبن غرويير ذائب.|Oignons caramélisés, bouillon de bœuf, croûton et gruyère fondu.|Karamellisierte Zwiebeln in Rinderbrühe mit Brot und Gruyère.|Cebolla caramelizada en caldo de ternera con pan y gruyer.`,
          4800,
          { pack: 200, sales: 120, groups: [extras([['extra_cheese', 800]])] },
        ),
        dish(
          'quiche-lorraine',
          L`洛林咸派|洛林鹹派|Quiche lorraine|キッシュ・ロレーヌ|키슈 로렌|Киш лорен|کیش لورین|كيش لورين|Quiche lorraine au lard|Quiche Lorraine mit Speck|Quiche lorena`,
          L`黄油酥皮配鸡蛋奶油、培根和奶酪，含猪肉。|奶油酥皮配雞蛋奶油、培根和起司，含豬肉。|Buttery tart with egg custard, bacon and cheese; contains pork.|バター生地に卵クリーム、ベーコン、チーズ。豚肉入り。|버터 타르트에 달걀 커스터드, 베이컨, 치즈. 돼지고기 포함.|Песочный пирог с яичной заливкой, беконом и сыром; свинина.|مکھن والا ٹارٹ، انڈے کی کسٹرڈ، بیکن اور پنیر؛ سور کا گوشت۔|تارت بالزبدة مع كاسترد البيض ولحم مقدد وجبن؛ يحتوي خنزير.|Pâte au beurre, appareil aux œufs, lardons et fromage ; porc.|Butterteig mit Eierguss, Speck und Käse; enthält Schwein.|Masa de mantequilla con huevo, beicon y queso; contiene cerdo.`,
          4200,
          { sales: 95 },
        ),
      ],
    ),
    category('mains', CAT.mains, [
      dish(
        'steak-frites',
        L`法式牛排配薯条|法式牛排配薯條|Steak frites|ステーキフリット|스테이크 프리트|Стейк с картофелем фри|اسٹیک اور فرائز|ستيك مع بطاطس مقلية|Steak-frites maison|Steak mit Pommes frites|Filete con patatas fritas`,
        L`200克肉眼牛排配手切薯条和沙拉，可选酱汁。|200克肉眼牛排配手切薯條和沙拉，可選醬汁。|200 g ribeye with hand-cut fries, salad and your choice of sauce.|200gのリブアイに手切りポテト、サラダ。ソースを選べる。|200g 립아이에 수제 감자튀김, 샐러드, 소스 선택.|Рибай 200 г с картофелем фри, салатом и соусом на выбор.|200 گرام رِب آئی، ہاتھ سے کٹے فرائز، سلاد اور پسند کی چٹنی۔|ريب آي 200 غ مع بطاطس مقطعة يدوياً وسلطة وصلصة من اختيارك.|Entrecôte de 200 g, frites maison, salade et sauce au choix.|200 g Ribeye mit handgeschnittenen Pommes, Salat und Soße.|Lomo alto de 200 g con patatas, ensalada y salsa a elegir.`,
        16800,
        {
          pack: 300,
          sales: 140,
          groups: [
            pick('doneness', [
              ['medium_rare', 0],
              ['medium_well', 0],
              ['well_done', 0],
            ]),
            pick('sauce', [
              ['sauce_pepper', 0],
              ['sauce_bearnaise', 0],
            ]),
          ],
        },
      ),
      dish(
        'duck-confit',
        L`油封鸭腿|油封鴨腿|Duck leg confit|鴨もも肉のコンフィ|오리 다리 콩피|Конфи из утиной ножки|بطخ کی ران کا کانفی|كونفي فخذ البط|Confit de canard|Confierte Entenkeule|Confit de pato`,
        L`鸭腿低温油封后煎脆，配蒜香土豆。|鴨腿低溫油封後煎脆，配蒜香土豆。|Slow-cooked duck leg, pan-crisped, with garlic potatoes.|低温でじっくり煮た鴨ももを香ばしく焼き、ガーリックポテト添え。|저온 조리한 오리 다리를 바삭하게 구워 마늘 감자와 함께.|Утиная ножка, томлённая и обжаренная, с чесночным картофелем.|آہستہ پکی بطخ کی ران، کرکری، لہسن والے آلوؤں کے ساتھ۔|فخذ بط مطهو ببطء ومحمّر، مع بطاطس بالثوم.|Cuisse de canard confite et croustillante, pommes de terre à l'ail.|Langsam gegarte, knusprige Entenkeule mit Knoblauchkartoffeln.|Muslo de pato confitado y crujiente con patatas al ajo.`,
        12800,
        { soldOut: true, pack: 300, sales: 88 },
      ),
    ]),
    category(
      'desserts-coffee',
      L`甜点与咖啡|甜點與咖啡|Desserts and coffee|デザート・コーヒー|디저트·커피|Десерты и кофе|میٹھے اور کافی|الحلويات والقهوة|Desserts et café|Desserts und Kaffee|Postres y café`,
      [
        dish(
          'creme-brulee',
          L`香草焦糖布蕾|香草焦糖布蕾|Vanilla crème brûlée|バニラのクレームブリュレ|바닐라 크렘 브륄레|Ванильный крем-брюле|ونیلا کریم برولے|كريم بروليه بالفانيليا|Crème brûlée à la vanille|Vanille-Crème-brûlée|Crema quemada de vainilla`,
          L`香草蛋奶冻表面烤出焦糖脆壳，含乳制品和蛋。|香草蛋奶凍表面烤出焦糖脆殼，含乳製品和蛋。|Vanilla custard under a crackling caramel top; contains dairy and egg.|バニラカスタードにパリッとしたキャラメル。乳・卵を含む。|바닐라 커스터드 위에 바삭한 캐러멜, 유제품·달걀 포함.|Ванильный крем под хрустящей карамелью; молоко и яйца.|ونیلا کسٹرڈ، اوپر کرکری کیرامل؛ دودھ اور انڈا شامل۔|كاسترد الفانيليا تحت طبقة كراميل مقرمشة؛ يحتوي ألبان وبيض.|Crème vanillée sous une croûte de caramel ; lait et œufs.|Vanillecreme unter knuspriger Karamellkruste; mit Milch und Ei.|Crema de vainilla bajo caramelo crujiente; lleva lácteos y huevo.`,
          3800,
          { sales: 130 },
        ),
        dish(
          'cafe-au-lait',
          L`法式欧蕾咖啡|法式歐蕾咖啡|Café au lait|カフェオレ|카페오레|Кофе с молоком (кафе-о-ле)|کافے او لے (دودھ والی کافی)|قهوة بالحليب على الطريقة الفرنسية|Grand café au lait|Milchkaffee|Café con leche a la francesa`,
          L`法式深烘咖啡加等量热牛奶，用大碗盛。|法式深烘咖啡加等量熱牛奶，用大碗盛。|French-roast coffee with an equal part of hot milk, served in a bowl.|フレンチローストのコーヒーに同量のホットミルク、ボウルで。|프렌치 로스트 커피에 같은 양의 뜨거운 우유, 볼에 담아.|Кофе тёмной обжарки с горячим молоком поровну, в чаше.|فرنچ روسٹ کافی برابر گرم دودھ کے ساتھ، پیالے میں۔|قهوة محمصة فرنسياً مع مقدار مماثل من الحليب الساخن في وعاء.|Café torréfaction française et lait chaud à parts égales, en bol.|Dunkel gerösteter Kaffee mit gleich viel heißer Milch, in der Schale.|Café de tueste francés con la misma cantidad de leche, en tazón.`,
          2800,
          {
            pack: 50,
            sales: 160,
            groups: [
              pick('milk', [
                ['whole_milk', 0],
                ['oat_milk', 400],
              ]),
            ],
          },
        ),
      ],
    ),
  ],
})

export const SHOPS_2: DemoShop[] = [
  seoulBbq,
  bangkokKitchen,
  masalaHouse,
  nonnaPizzeria,
  bigSkyBurgers,
  petitParis,
]
