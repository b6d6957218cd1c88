/**
 * The offline geocoder's dataset (decision 0011): every prefecture-level division of China
 * (provinces' cities, autonomous prefectures, leagues and prefectures, the municipalities, the
 * province-administered county-level cities, Hong Kong and Macao, Taiwan's main cities as the
 * national division standard lists the province), with Chinese and English/pinyin names and a
 * centre point; the districts of the demo city Shanghai (large districts with several anchor
 * points); and well-known Shanghai places and streets.
 *
 * Source and accuracy: written by hand from general geographic knowledge (the seat of each
 * city's government / its downtown), WGS-84, to about 0.01 degree (~1 km) for cities and districts
 * and ~100 m for the Shanghai places. Good enough to name a city or district for a point and to
 * show a search result on the map; not a street-level geocoder (use GEOCODER=amap or nominatim).
 *
 * Format, to keep the file small: one string per province, entries separated by `;`, fields by
 * `,`: Chinese full name, English name, lng, lat.
 */

export interface DivisionData {
  zh: string
  en: string
  /** How far from a city centre a point still counts as that city, km (vast western regions need more). */
  radiusKm: number
  /** Municipalities and SARs list themselves as their one city (the province is also the city). */
  cities: string
}

export const PROVINCES: DivisionData[] = [
  { zh: '北京市', en: 'Beijing', radiusKm: 100, cities: '北京市,Beijing,116.41,39.90' },
  { zh: '天津市', en: 'Tianjin', radiusKm: 100, cities: '天津市,Tianjin,117.20,39.08' },
  { zh: '上海市', en: 'Shanghai', radiusKm: 80, cities: '上海市,Shanghai,121.47,31.23' },
  { zh: '重庆市', en: 'Chongqing', radiusKm: 250, cities: '重庆市,Chongqing,106.55,29.56' },
  {
    zh: '河北省',
    en: 'Hebei',
    radiusKm: 120,

    cities:
      '石家庄市,Shijiazhuang,114.51,38.04;唐山市,Tangshan,118.18,39.63;秦皇岛市,Qinhuangdao,119.60,39.94;' +
      '邯郸市,Handan,114.54,36.63;邢台市,Xingtai,114.50,37.07;保定市,Baoding,115.46,38.87;' +
      '张家口市,Zhangjiakou,114.89,40.82;承德市,Chengde,117.96,40.95;沧州市,Cangzhou,116.84,38.30;' +
      '廊坊市,Langfang,116.68,39.54;衡水市,Hengshui,115.67,37.74',
  },
  {
    zh: '山西省',
    en: 'Shanxi',
    radiusKm: 120,

    cities:
      '太原市,Taiyuan,112.55,37.87;大同市,Datong,113.30,40.08;阳泉市,Yangquan,113.58,37.86;' +
      '长治市,Changzhi,113.12,36.20;晋城市,Jincheng,112.85,35.49;朔州市,Shuozhou,112.43,39.33;' +
      '晋中市,Jinzhong,112.75,37.69;运城市,Yuncheng,111.01,35.03;忻州市,Xinzhou,112.73,38.42;' +
      '临汾市,Linfen,111.52,36.09;吕梁市,Lvliang,111.14,37.52',
  },
  {
    zh: '内蒙古自治区',
    en: 'Inner Mongolia',
    radiusKm: 300,

    cities:
      '呼和浩特市,Hohhot,111.75,40.84;包头市,Baotou,109.84,40.66;乌海市,Wuhai,106.79,39.66;' +
      '赤峰市,Chifeng,118.89,42.26;通辽市,Tongliao,122.24,43.65;鄂尔多斯市,Ordos,109.78,39.61;' +
      '呼伦贝尔市,Hulunbuir,119.77,49.21;巴彦淖尔市,Bayannur,107.39,40.74;乌兰察布市,Ulanqab,113.13,40.99;' +
      '兴安盟,Hinggan League,122.04,46.08;锡林郭勒盟,Xilingol League,116.05,43.93;阿拉善盟,Alxa League,105.73,38.85',
  },
  {
    zh: '辽宁省',
    en: 'Liaoning',
    radiusKm: 120,

    cities:
      '沈阳市,Shenyang,123.43,41.80;大连市,Dalian,121.61,38.91;鞍山市,Anshan,122.99,41.11;' +
      '抚顺市,Fushun,123.96,41.88;本溪市,Benxi,123.77,41.29;丹东市,Dandong,124.35,40.00;' +
      '锦州市,Jinzhou,121.13,41.10;营口市,Yingkou,122.24,40.67;阜新市,Fuxin,121.67,42.02;' +
      '辽阳市,Liaoyang,123.24,41.27;盘锦市,Panjin,122.07,41.12;铁岭市,Tieling,123.84,42.29;' +
      '朝阳市,Chaoyang,120.45,41.57;葫芦岛市,Huludao,120.84,40.71',
  },
  {
    zh: '吉林省',
    en: 'Jilin',
    radiusKm: 150,

    cities:
      '长春市,Changchun,125.32,43.82;吉林市,Jilin City,126.55,43.84;四平市,Siping,124.35,43.17;' +
      '辽源市,Liaoyuan,125.14,42.89;通化市,Tonghua,125.94,41.73;白山市,Baishan,126.42,41.94;' +
      '松原市,Songyuan,124.83,45.14;白城市,Baicheng,122.84,45.62;延边朝鲜族自治州,Yanbian,129.51,42.89',
  },
  {
    zh: '黑龙江省',
    en: 'Heilongjiang',
    radiusKm: 250,

    cities:
      '哈尔滨市,Harbin,126.53,45.80;齐齐哈尔市,Qiqihar,123.92,47.35;鸡西市,Jixi,130.97,45.30;' +
      '鹤岗市,Hegang,130.30,47.35;双鸭山市,Shuangyashan,131.16,46.65;大庆市,Daqing,125.10,46.59;' +
      '伊春市,Yichun,128.84,47.73;佳木斯市,Jiamusi,130.32,46.80;七台河市,Qitaihe,131.00,45.77;' +
      '牡丹江市,Mudanjiang,129.63,44.55;黑河市,Heihe,127.53,50.25;绥化市,Suihua,126.97,46.65;' +
      '大兴安岭地区,Greater Khingan,124.12,50.41',
  },
  {
    zh: '江苏省',
    en: 'Jiangsu',
    radiusKm: 100,

    cities:
      '南京市,Nanjing,118.80,32.06;无锡市,Wuxi,120.31,31.49;徐州市,Xuzhou,117.28,34.20;' +
      '常州市,Changzhou,119.97,31.81;苏州市,Suzhou,120.58,31.30;南通市,Nantong,120.89,31.98;' +
      "连云港市,Lianyungang,119.22,34.60;淮安市,Huai'an,119.02,33.61;盐城市,Yancheng,120.16,33.35;" +
      '扬州市,Yangzhou,119.41,32.39;镇江市,Zhenjiang,119.42,32.19;泰州市,Taizhou,119.92,32.46;' +
      '宿迁市,Suqian,118.28,33.96',
  },
  {
    zh: '浙江省',
    en: 'Zhejiang',
    radiusKm: 100,

    cities:
      '杭州市,Hangzhou,120.16,30.27;宁波市,Ningbo,121.55,29.87;温州市,Wenzhou,120.70,28.00;' +
      '嘉兴市,Jiaxing,120.76,30.75;湖州市,Huzhou,120.09,30.89;绍兴市,Shaoxing,120.58,30.00;' +
      '金华市,Jinhua,119.65,29.08;衢州市,Quzhou,118.86,28.97;舟山市,Zhoushan,122.21,29.99;' +
      '台州市,Taizhou (Zhejiang),121.42,28.66;丽水市,Lishui,119.92,28.47',
  },
  {
    zh: '安徽省',
    en: 'Anhui',
    radiusKm: 100,

    cities:
      '合肥市,Hefei,117.23,31.82;芜湖市,Wuhu,118.43,31.35;蚌埠市,Bengbu,117.39,32.92;' +
      "淮南市,Huainan,117.00,32.63;马鞍山市,Ma'anshan,118.51,31.67;淮北市,Huaibei,116.80,33.96;" +
      '铜陵市,Tongling,117.81,30.95;安庆市,Anqing,117.06,30.53;黄山市,Huangshan,118.34,29.71;' +
      '滁州市,Chuzhou,118.32,32.30;阜阳市,Fuyang,115.81,32.89;宿州市,Suzhou (Anhui),116.96,33.65;' +
      "六安市,Lu'an,116.52,31.73;亳州市,Bozhou,115.78,33.84;池州市,Chizhou,117.49,30.66;" +
      '宣城市,Xuancheng,118.76,30.94',
  },
  {
    zh: '福建省',
    en: 'Fujian',
    radiusKm: 120,

    cities:
      '福州市,Fuzhou,119.30,26.08;厦门市,Xiamen,118.09,24.48;莆田市,Putian,119.01,25.45;' +
      '三明市,Sanming,117.64,26.26;泉州市,Quanzhou,118.68,24.87;漳州市,Zhangzhou,117.65,24.51;' +
      '南平市,Nanping,118.18,26.64;龙岩市,Longyan,117.02,25.08;宁德市,Ningde,119.55,26.67',
  },
  {
    zh: '江西省',
    en: 'Jiangxi',
    radiusKm: 120,

    cities:
      '南昌市,Nanchang,115.86,28.68;景德镇市,Jingdezhen,117.18,29.27;萍乡市,Pingxiang,113.85,27.62;' +
      '九江市,Jiujiang,116.00,29.71;新余市,Xinyu,114.92,27.82;鹰潭市,Yingtan,117.07,28.26;' +
      "赣州市,Ganzhou,114.93,25.83;吉安市,Ji'an,114.99,27.11;宜春市,Yichun (Jiangxi),114.42,27.81;" +
      '抚州市,Fuzhou (Jiangxi),116.36,27.95;上饶市,Shangrao,117.94,28.45',
  },
  {
    zh: '山东省',
    en: 'Shandong',
    radiusKm: 100,

    cities:
      '济南市,Jinan,117.00,36.65;青岛市,Qingdao,120.38,36.07;淄博市,Zibo,118.05,36.81;' +
      '枣庄市,Zaozhuang,117.32,34.81;东营市,Dongying,118.67,37.43;烟台市,Yantai,121.45,37.46;' +
      "潍坊市,Weifang,119.16,36.71;济宁市,Jining,116.59,35.41;泰安市,Tai'an,117.09,36.20;" +
      '威海市,Weihai,122.12,37.51;日照市,Rizhao,119.53,35.42;临沂市,Linyi,118.36,35.10;' +
      '德州市,Dezhou,116.36,37.44;聊城市,Liaocheng,115.99,36.46;滨州市,Binzhou,117.97,37.38;' +
      '菏泽市,Heze,115.48,35.23',
  },
  {
    zh: '河南省',
    en: 'Henan',
    radiusKm: 100,

    cities:
      '郑州市,Zhengzhou,113.63,34.75;开封市,Kaifeng,114.31,34.80;洛阳市,Luoyang,112.45,34.62;' +
      '平顶山市,Pingdingshan,113.19,33.77;安阳市,Anyang,114.39,36.10;鹤壁市,Hebi,114.30,35.75;' +
      '新乡市,Xinxiang,113.93,35.30;焦作市,Jiaozuo,113.24,35.22;濮阳市,Puyang,115.03,35.76;' +
      '许昌市,Xuchang,113.85,34.04;漯河市,Luohe,114.02,33.58;三门峡市,Sanmenxia,111.20,34.77;' +
      '南阳市,Nanyang,112.53,33.00;商丘市,Shangqiu,115.66,34.41;信阳市,Xinyang,114.09,32.15;' +
      '周口市,Zhoukou,114.70,33.63;驻马店市,Zhumadian,114.02,33.01;济源市,Jiyuan,112.60,35.07',
  },
  {
    zh: '湖北省',
    en: 'Hubei',
    radiusKm: 120,

    cities:
      '武汉市,Wuhan,114.31,30.59;黄石市,Huangshi,115.04,30.20;十堰市,Shiyan,110.80,32.63;' +
      '宜昌市,Yichang,111.29,30.69;襄阳市,Xiangyang,112.14,32.04;鄂州市,Ezhou,114.89,30.39;' +
      '荆门市,Jingmen,112.20,31.04;孝感市,Xiaogan,113.92,30.92;荆州市,Jingzhou,112.24,30.33;' +
      '黄冈市,Huanggang,114.87,30.45;咸宁市,Xianning,114.32,29.84;随州市,Suizhou,113.38,31.69;' +
      '恩施土家族苗族自治州,Enshi,109.49,30.27;仙桃市,Xiantao,113.45,30.36;潜江市,Qianjiang,112.90,30.40;' +
      '天门市,Tianmen,113.17,30.66;神农架林区,Shennongjia,110.68,31.74',
  },
  {
    zh: '湖南省',
    en: 'Hunan',
    radiusKm: 120,

    cities:
      '长沙市,Changsha,112.94,28.23;株洲市,Zhuzhou,113.13,27.83;湘潭市,Xiangtan,112.94,27.83;' +
      '衡阳市,Hengyang,112.57,26.89;邵阳市,Shaoyang,111.47,27.24;岳阳市,Yueyang,113.13,29.36;' +
      '常德市,Changde,111.70,29.03;张家界市,Zhangjiajie,110.48,29.12;益阳市,Yiyang,112.36,28.55;' +
      '郴州市,Chenzhou,113.01,25.77;永州市,Yongzhou,111.61,26.42;怀化市,Huaihua,110.00,27.57;' +
      '娄底市,Loudi,112.00,27.70;湘西土家族苗族自治州,Xiangxi,109.74,28.31',
  },
  {
    zh: '广东省',
    en: 'Guangdong',
    radiusKm: 100,

    cities:
      '广州市,Guangzhou,113.26,23.13;韶关市,Shaoguan,113.60,24.81;深圳市,Shenzhen,114.06,22.54;' +
      '珠海市,Zhuhai,113.58,22.27;汕头市,Shantou,116.68,23.35;佛山市,Foshan,113.12,23.02;' +
      '江门市,Jiangmen,113.08,22.58;湛江市,Zhanjiang,110.36,21.27;茂名市,Maoming,110.93,21.66;' +
      '肇庆市,Zhaoqing,112.47,23.05;惠州市,Huizhou,114.42,23.11;梅州市,Meizhou,116.12,24.29;' +
      '汕尾市,Shanwei,115.38,22.79;河源市,Heyuan,114.70,23.74;阳江市,Yangjiang,111.98,21.86;' +
      '清远市,Qingyuan,113.06,23.68;东莞市,Dongguan,113.75,23.02;中山市,Zhongshan,113.39,22.52;' +
      '潮州市,Chaozhou,116.62,23.66;揭阳市,Jieyang,116.37,23.55;云浮市,Yunfu,112.04,22.92',
  },
  {
    zh: '广西壮族自治区',
    en: 'Guangxi',
    radiusKm: 120,

    cities:
      '南宁市,Nanning,108.37,22.82;柳州市,Liuzhou,109.43,24.33;桂林市,Guilin,110.29,25.27;' +
      '梧州市,Wuzhou,111.28,23.48;北海市,Beihai,109.12,21.48;防城港市,Fangchenggang,108.35,21.69;' +
      '钦州市,Qinzhou,108.65,21.98;贵港市,Guigang,109.60,23.11;玉林市,Yulin (Guangxi),110.18,22.65;' +
      '百色市,Baise,106.62,23.90;贺州市,Hezhou,111.57,24.40;河池市,Hechi,108.09,24.69;' +
      '来宾市,Laibin,109.22,23.75;崇左市,Chongzuo,107.36,22.38',
  },
  {
    zh: '海南省',
    en: 'Hainan',
    radiusKm: 60,

    cities:
      '海口市,Haikou,110.20,20.04;三亚市,Sanya,109.51,18.25;三沙市,Sansha,112.34,16.83;' +
      '儋州市,Danzhou,109.58,19.52;五指山市,Wuzhishan,109.52,18.78;琼海市,Qionghai,110.47,19.26;' +
      '文昌市,Wenchang,110.80,19.54;万宁市,Wanning,110.39,18.80;东方市,Dongfang,108.65,19.10;' +
      "定安县,Ding'an,110.36,19.68;屯昌县,Tunchang,110.10,19.35;澄迈县,Chengmai,110.01,19.74;" +
      '临高县,Lingao,109.69,19.91;白沙黎族自治县,Baisha,109.45,19.22;昌江黎族自治县,Changjiang,109.06,19.30;' +
      '乐东黎族自治县,Ledong,109.17,18.75;陵水黎族自治县,Lingshui,110.04,18.51;' +
      '保亭黎族苗族自治县,Baoting,109.70,18.64;琼中黎族苗族自治县,Qiongzhong,109.84,19.03',
  },
  {
    zh: '四川省',
    en: 'Sichuan',
    radiusKm: 150,

    cities:
      '成都市,Chengdu,104.07,30.57;自贡市,Zigong,104.78,29.34;攀枝花市,Panzhihua,101.72,26.58;' +
      '泸州市,Luzhou,105.44,28.87;德阳市,Deyang,104.40,31.13;绵阳市,Mianyang,104.68,31.47;' +
      '广元市,Guangyuan,105.84,32.44;遂宁市,Suining,105.59,30.53;内江市,Neijiang,105.06,29.58;' +
      '乐山市,Leshan,103.77,29.55;南充市,Nanchong,106.11,30.84;眉山市,Meishan,103.85,30.08;' +
      "宜宾市,Yibin,104.64,28.75;广安市,Guang'an,106.63,30.46;达州市,Dazhou,107.47,31.21;" +
      "雅安市,Ya'an,103.04,30.01;巴中市,Bazhong,106.75,31.87;资阳市,Ziyang,104.63,30.13;" +
      '阿坝藏族羌族自治州,Ngawa,102.22,31.90;甘孜藏族自治州,Garze,101.96,30.05;' +
      '凉山彝族自治州,Liangshan,102.27,27.89',
  },
  {
    zh: '贵州省',
    en: 'Guizhou',
    radiusKm: 120,

    cities:
      '贵阳市,Guiyang,106.63,26.65;六盘水市,Liupanshui,104.83,26.59;遵义市,Zunyi,106.93,27.73;' +
      '安顺市,Anshun,105.95,26.25;毕节市,Bijie,105.29,27.30;铜仁市,Tongren,109.19,27.72;' +
      '黔西南布依族苗族自治州,Qianxinan,104.91,25.09;黔东南苗族侗族自治州,Qiandongnan,107.98,26.58;' +
      '黔南布依族苗族自治州,Qiannan,107.52,26.25',
  },
  {
    zh: '云南省',
    en: 'Yunnan',
    radiusKm: 150,

    cities:
      '昆明市,Kunming,102.83,24.88;曲靖市,Qujing,103.80,25.49;玉溪市,Yuxi,102.55,24.35;' +
      '保山市,Baoshan (Yunnan),99.16,25.11;昭通市,Zhaotong,103.72,27.34;丽江市,Lijiang,100.23,26.86;' +
      "普洱市,Pu'er,100.97,22.83;临沧市,Lincang,100.09,23.88;楚雄彝族自治州,Chuxiong,101.53,25.05;" +
      '红河哈尼族彝族自治州,Honghe,103.38,23.36;文山壮族苗族自治州,Wenshan,104.22,23.40;' +
      '西双版纳傣族自治州,Xishuangbanna,100.80,22.01;大理白族自治州,Dali,100.27,25.61;' +
      '德宏傣族景颇族自治州,Dehong,98.58,24.43;怒江傈僳族自治州,Nujiang,98.86,25.82;' +
      '迪庆藏族自治州,Diqing,99.70,27.82',
  },
  {
    zh: '西藏自治区',
    en: 'Tibet',
    radiusKm: 400,

    cities:
      '拉萨市,Lhasa,91.13,29.65;日喀则市,Shigatse,88.88,29.27;昌都市,Qamdo,97.17,31.14;' +
      '林芝市,Nyingchi,94.36,29.65;山南市,Shannan,91.77,29.24;那曲市,Nagqu,92.05,31.48;' +
      '阿里地区,Ngari,80.11,32.50',
  },
  {
    zh: '陕西省',
    en: 'Shaanxi',
    radiusKm: 150,

    cities:
      "西安市,Xi'an,108.94,34.34;铜川市,Tongchuan,108.95,34.90;宝鸡市,Baoji,107.24,34.36;" +
      "咸阳市,Xianyang,108.71,34.33;渭南市,Weinan,109.51,34.50;延安市,Yan'an,109.49,36.59;" +
      '汉中市,Hanzhong,107.02,33.07;榆林市,Yulin (Shaanxi),109.73,38.29;安康市,Ankang,109.03,32.68;' +
      '商洛市,Shangluo,109.94,33.87',
  },
  {
    zh: '甘肃省',
    en: 'Gansu',
    radiusKm: 250,

    cities:
      '兰州市,Lanzhou,103.83,36.06;嘉峪关市,Jiayuguan,98.29,39.77;金昌市,Jinchang,102.19,38.52;' +
      '白银市,Baiyin,104.14,36.54;天水市,Tianshui,105.72,34.58;武威市,Wuwei,102.64,37.93;' +
      '张掖市,Zhangye,100.45,38.93;平凉市,Pingliang,106.67,35.54;酒泉市,Jiuquan,98.49,39.73;' +
      '庆阳市,Qingyang,107.64,35.71;定西市,Dingxi,104.63,35.58;陇南市,Longnan,104.92,33.40;' +
      '临夏回族自治州,Linxia,103.21,35.60;甘南藏族自治州,Gannan,102.91,34.98',
  },
  {
    zh: '青海省',
    en: 'Qinghai',
    radiusKm: 350,

    cities:
      '西宁市,Xining,101.78,36.62;海东市,Haidong,102.10,36.50;海北藏族自治州,Haibei,100.90,36.95;' +
      '黄南藏族自治州,Huangnan,102.02,35.52;海南藏族自治州,Hainan Prefecture,100.62,36.29;' +
      '果洛藏族自治州,Golog,100.24,34.47;玉树藏族自治州,Yushu,97.01,33.00;' +
      '海西蒙古族藏族自治州,Haixi,97.37,37.38',
  },
  {
    zh: '宁夏回族自治区',
    en: 'Ningxia',
    radiusKm: 120,

    cities:
      '银川市,Yinchuan,106.23,38.49;石嘴山市,Shizuishan,106.38,39.02;吴忠市,Wuzhong,106.20,37.99;' +
      '固原市,Guyuan,106.24,36.02;中卫市,Zhongwei,105.19,37.50',
  },
  {
    zh: '新疆维吾尔自治区',
    en: 'Xinjiang',
    radiusKm: 400,

    cities:
      '乌鲁木齐市,Urumqi,87.62,43.83;克拉玛依市,Karamay,84.89,45.58;吐鲁番市,Turpan,89.19,42.95;' +
      '哈密市,Hami,93.51,42.82;昌吉回族自治州,Changji,87.31,44.01;博尔塔拉蒙古自治州,Bortala,82.07,44.91;' +
      '巴音郭楞蒙古自治州,Bayingolin,86.15,41.76;阿克苏地区,Aksu,80.26,41.17;' +
      '克孜勒苏柯尔克孜自治州,Kizilsu,76.17,39.71;喀什地区,Kashgar,75.99,39.47;和田地区,Hotan,79.92,37.11;' +
      '伊犁哈萨克自治州,Ili,81.32,43.92;塔城地区,Tacheng,82.98,46.75;阿勒泰地区,Altay,88.14,47.84;' +
      '石河子市,Shihezi,86.08,44.31;阿拉尔市,Aral,81.28,40.55;图木舒克市,Tumxuk,79.07,39.87;' +
      '五家渠市,Wujiaqu,87.54,44.17;北屯市,Beitun,87.80,47.35;铁门关市,Tiemenguan,85.50,41.83;' +
      '双河市,Shuanghe,82.35,44.84;可克达拉市,Kokdala,80.63,43.94;昆玉市,Kunyu,79.29,37.21;' +
      '胡杨河市,Huyanghe,84.83,44.69;新星市,Xinxing,93.74,42.80',
  },
  {
    zh: '台湾省',
    en: 'Taiwan',
    radiusKm: 60,

    cities:
      '台北市,Taipei,121.56,25.04;新北市,New Taipei,121.47,25.01;桃园市,Taoyuan,121.30,24.99;' +
      '台中市,Taichung,120.68,24.14;台南市,Tainan,120.21,22.99;高雄市,Kaohsiung,120.31,22.63;' +
      '基隆市,Keelung,121.74,25.13;新竹市,Hsinchu,120.97,24.80;嘉义市,Chiayi,120.45,23.48;' +
      '花莲县,Hualien,121.60,23.99;台东县,Taitung,121.15,22.76',
  },
  {
    zh: '香港特别行政区',
    en: 'Hong Kong',
    radiusKm: 40,

    cities: '香港特别行政区,Hong Kong,114.17,22.32',
  },
  { zh: '澳门特别行政区', en: 'Macao', radiusKm: 15, cities: '澳门特别行政区,Macao,113.54,22.19' },
]

/**
 * Districts: Chinese, English, the city they belong to (Chinese), then one or more anchor points
 * `lng lat` separated by `|` (the government seat first, then town centres of large districts, so
 * the nearest anchor is in the right district far more often than one centre would be). All of the
 * demo city Shanghai's districts, plus the county-level cities just across its border, so a point
 * in Kunshan is not taken for Shanghai's Jiading.
 */
export const DISTRICTS =
  '昆山市,Kunshan,苏州市,120.981 31.385|120.900 31.300|121.030 31.300;' +
  '太仓市,Taicang,苏州市,121.130 31.460|121.050 31.560;' +
  '嘉善县,Jiashan,嘉兴市,120.926 30.830|121.000 30.930;' +
  '平湖市,Pinghu,嘉兴市,121.015 30.676|121.100 30.620;' +
  '启东市,Qidong,南通市,121.657 31.808|121.850 31.750;' +
  '海门区,Haimen,南通市,121.180 31.870;' +
  '黄浦区,Huangpu,上海市,121.490 31.230|121.475 31.215;' +
  '徐汇区,Xuhui,上海市,121.437 31.188|121.437 31.160|121.445 31.210;' +
  '长宁区,Changning,上海市,121.424 31.220|121.375 31.210;' +
  "静安区,Jing'an,上海市,121.448 31.229|121.455 31.250|121.450 31.290;" +
  '普陀区,Putuo,上海市,121.397 31.250|121.380 31.270;' +
  '虹口区,Hongkou,上海市,121.505 31.265|121.485 31.285;' +
  '杨浦区,Yangpu,上海市,121.526 31.260|121.515 31.300|121.540 31.285;' +
  '闵行区,Minhang,上海市,121.382 31.113|121.330 31.180|121.460 31.040|121.420 31.070;' +
  '宝山区,Baoshan,上海市,121.489 31.405|121.440 31.350|121.370 31.330|121.430 31.380;' +
  '嘉定区,Jiading,上海市,121.266 31.375|121.220 31.300|121.320 31.320|121.160 31.380;' +
  '浦东新区,Pudong,上海市,121.544 31.221|121.502 31.239|121.600 31.200|121.590 31.350|121.580 31.275|' +
  '121.700 31.190|121.760 31.050|121.920 30.900|121.520 31.160|121.650 31.100|121.800 31.150;' +
  '金山区,Jinshan,上海市,121.342 30.742|121.160 30.890|121.250 30.830;' +
  '松江区,Songjiang,上海市,121.227 31.032|121.150 31.000|121.300 31.060|121.200 31.100;' +
  '青浦区,Qingpu,上海市,121.124 31.150|121.050 31.110|120.950 31.050|121.230 31.180;' +
  '奉贤区,Fengxian,上海市,121.474 30.918|121.560 30.920|121.380 30.860|121.650 30.880;' +
  '崇明区,Chongming,上海市,121.397 31.623|121.600 31.530|121.800 31.480|121.300 31.750|121.520 31.800'

/**
 * Well-known places and streets of Shanghai: Chinese, English, district (Chinese), lng, lat.
 * Reverse geocoding names the nearest within 300 m, or says "near" it within 1 km.
 */
export const SHANGHAI_PLACES =
  "人民广场,People's Square,黄浦区,121.4737,31.2304;" +
  '南京东路,Nanjing East Road,黄浦区,121.4840,31.2380;' +
  '外滩,The Bund,黄浦区,121.4900,31.2400;' +
  '豫园,Yu Garden,黄浦区,121.4920,31.2272;' +
  '新天地,Xintiandi,黄浦区,121.4750,31.2190;' +
  '田子坊,Tianzifang,黄浦区,121.4690,31.2100;' +
  '大世界,Great World,黄浦区,121.4780,31.2290;' +
  '上海博物馆,Shanghai Museum,黄浦区,121.4755,31.2284;' +
  '老西门,Laoximen,黄浦区,121.4830,31.2200;' +
  '打浦桥,Dapuqiao,黄浦区,121.4690,31.2070;' +
  '淮海中路,Middle Huaihai Road,黄浦区,121.4650,31.2170;' +
  '南京西路,Nanjing West Road,静安区,121.4600,31.2290;' +
  "静安寺,Jing'an Temple,静安区,121.4450,31.2240;" +
  '曹家渡,Caojiadu,静安区,121.4320,31.2310;' +
  '上海火车站,Shanghai Railway Station,静安区,121.4550,31.2500;' +
  '徐家汇,Xujiahui,徐汇区,121.4370,31.1950;' +
  '衡山路,Hengshan Road,徐汇区,121.4450,31.2040;' +
  '武康路,Wukang Road,徐汇区,121.4380,31.2080;' +
  '上海体育场,Shanghai Stadium,徐汇区,121.4370,31.1830;' +
  '龙华寺,Longhua Temple,徐汇区,121.4500,31.1750;' +
  '上海南站,Shanghai South Railway Station,徐汇区,121.4290,31.1540;' +
  '上海交通大学徐汇校区,Shanghai Jiao Tong University (Xuhui),徐汇区,121.4330,31.1990;' +
  '中山公园,Zhongshan Park,长宁区,121.4170,31.2220;' +
  '虹桥机场,Hongqiao Airport,长宁区,121.3360,31.1960;' +
  '虹桥火车站,Hongqiao Railway Station,闵行区,121.3200,31.1940;' +
  '七宝古镇,Qibao Ancient Town,闵行区,121.3510,31.1550;' +
  '莘庄,Xinzhuang,闵行区,121.3850,31.1110;' +
  '长风公园,Changfeng Park,普陀区,121.3950,31.2240;' +
  '华东师范大学中山北路校区,East China Normal University (Zhongshan North Road),普陀区,121.4000,31.2280;' +
  '鲁迅公园,Lu Xun Park,虹口区,121.4800,31.2740;' +
  '北外滩,North Bund,虹口区,121.4980,31.2500;' +
  '多伦路,Duolun Road,虹口区,121.4810,31.2620;' +
  '四川北路,North Sichuan Road,虹口区,121.4850,31.2600;' +
  '五角场,Wujiaochang,杨浦区,121.5140,31.3000;' +
  '复旦大学,Fudan University,杨浦区,121.5030,31.2990;' +
  '同济大学,Tongji University,杨浦区,121.5000,31.2840;' +
  '陆家嘴,Lujiazui,浦东新区,121.5020,31.2390;' +
  '东方明珠,Oriental Pearl Tower,浦东新区,121.4950,31.2420;' +
  '世纪公园,Century Park,浦东新区,121.5510,31.2150;' +
  '张江高科技园区,Zhangjiang Hi-Tech Park,浦东新区,121.5900,31.2030;' +
  '世博园,Expo Park,浦东新区,121.4930,31.1870;' +
  '外高桥,Waigaoqiao,浦东新区,121.6000,31.3600;' +
  '上海迪士尼度假区,Shanghai Disney Resort,浦东新区,121.6600,31.1440;' +
  '浦东国际机场,Pudong International Airport,浦东新区,121.8050,31.1440;' +
  '松江大学城,Songjiang University Town,松江区,121.2150,31.0450;' +
  '朱家角古镇,Zhujiajiao Ancient Town,青浦区,121.0560,31.1100;' +
  '嘉定老城,Jiading Old Town,嘉定区,121.2500,31.3830'
