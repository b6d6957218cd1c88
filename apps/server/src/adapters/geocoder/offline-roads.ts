/**
 * Issue 15: what a visitor types into the address search besides places. Same sources and accuracy
 * as offline-data.ts (hand-written from general geographic knowledge, WGS-84, ~100-300 m for the
 * roads, ~1 km for the hubs); enough to find and place an address, not a surveyed map.
 *
 * SHANGHAI_ROADS: the roads of central Shanghai a demo user would type (every street of the demo
 * shops' addresses among them): `zh,en,pinyin,district,lng lat of house number 1,lng lat of the
 * last number,last number`; a house number is placed by linear interpolation along the road.
 *
 * TRANSPORT_HUBS: the airports and main railway stations of China's 50 largest cities:
 * `zh,en,city (Chinese, as in PROVINCES),lng,lat`.
 */

export const SHANGHAI_ROADS =
  '南京东路,Nanjing East Road,Nanjing Donglu,黄浦区,121.4895 31.2395,121.4745 31.2355,900;' +
  '南京西路,Nanjing West Road,Nanjing Xilu,静安区,121.4720 31.2345,121.4420 31.2245,1900;' +
  '淮海东路,Huaihai East Road,Huaihai Donglu,黄浦区,121.4870 31.2260,121.4790 31.2245,100;' +
  '淮海中路,Huaihai Middle Road,Huaihai Zhonglu,黄浦区,121.4790 31.2245,121.4420 31.2075,1900;' +
  '淮海西路,Huaihai West Road,Huaihai Xilu,长宁区,121.4400 31.2050,121.4210 31.2010,800;' +
  "延安东路,Yan'an East Road,Yan'an Donglu,黄浦区,121.4900 31.2350,121.4760 31.2300,1500;" +
  "延安中路,Yan'an Middle Road,Yan'an Zhonglu,静安区,121.4740 31.2290,121.4480 31.2190,1700;" +
  "延安西路,Yan'an West Road,Yan'an Xilu,长宁区,121.4450 31.2170,121.3800 31.2050,3000;" +
  '北京东路,Beijing East Road,Beijing Donglu,黄浦区,121.4885 31.2430,121.4730 31.2395,1000;' +
  '北京西路,Beijing West Road,Beijing Xilu,静安区,121.4720 31.2390,121.4440 31.2300,1800;' +
  '昌平路,Changping Road,Changping Lu,静安区,121.4500 31.2370,121.4330 31.2330,1000;' +
  '江宁路,Jiangning Road,Jiangning Lu,静安区,121.4530 31.2290,121.4460 31.2470,1500;' +
  '陕西北路,Shaanxi North Road,Shaanxi Beilu,静安区,121.4560 31.2270,121.4510 31.2440,1400;' +
  '陕西南路,Shaanxi South Road,Shaanxi Nanlu,黄浦区,121.4580 31.2220,121.4600 31.2030,400;' +
  '茂名北路,Maoming North Road,Maoming Beilu,静安区,121.4600 31.2260,121.4580 31.2330,300;' +
  '茂名南路,Maoming South Road,Maoming Nanlu,黄浦区,121.4620 31.2250,121.4630 31.2130,200;' +
  '巨鹿路,Julu Road,Julu Lu,静安区,121.4640 31.2240,121.4440 31.2200,900;' +
  '长乐路,Changle Road,Changle Lu,静安区,121.4660 31.2220,121.4400 31.2180,1400;' +
  '复兴中路,Fuxing Middle Road,Fuxing Zhonglu,黄浦区,121.4790 31.2190,121.4420 31.2110,1400;' +
  '衡山路,Hengshan Road,Hengshan Lu,徐汇区,121.4480 31.2090,121.4370 31.1960,1000;' +
  '武康路,Wukang Road,Wukang Lu,徐汇区,121.4420 31.2140,121.4360 31.2050,400;' +
  '永康路,Yongkang Road,Yongkang Lu,徐汇区,121.4620 31.2120,121.4540 31.2100,200;' +
  '愚园路,Yuyuan Road,Yuyuan Lu,静安区,121.4460 31.2250,121.4200 31.2210,1400;' +
  '吴江路,Wujiang Road,Wujiang Lu,静安区,121.4640 31.2320,121.4600 31.2310,300;' +
  '云南南路,Yunnan South Road,Yunnan Nanlu,黄浦区,121.4800 31.2320,121.4810 31.2260,200;' +
  '黄河路,Huanghe Road,Huanghe Lu,黄浦区,121.4700 31.2360,121.4690 31.2400,300;' +
  '福州路,Fuzhou Road,Fuzhou Lu,黄浦区,121.4890 31.2370,121.4730 31.2330,800;' +
  '西藏中路,Xizang Middle Road,Xizang Zhonglu,黄浦区,121.4760 31.2300,121.4740 31.2420,700;' +
  '西藏南路,Xizang South Road,Xizang Nanlu,黄浦区,121.4780 31.2270,121.4880 31.2050,1800;' +
  '四川中路,Sichuan Middle Road,Sichuan Zhonglu,黄浦区,121.4870 31.2330,121.4860 31.2420,700;' +
  '四川北路,Sichuan North Road,Sichuan Beilu,虹口区,121.4860 31.2440,121.4830 31.2700,2300;' +
  '河南中路,Henan Middle Road,Henan Zhonglu,黄浦区,121.4850 31.2320,121.4840 31.2420,600;' +
  '进贤路,Jinxian Road,Jinxian Lu,黄浦区,121.4620 31.2230,121.4590 31.2225,300;' +
  '马当路,Madang Road,Madang Lu,黄浦区,121.4750 31.2240,121.4730 31.2050,600;' +
  '方浜中路,Fangbang Middle Road,Fangbang Zhonglu,黄浦区,121.4940 31.2270,121.4860 31.2250,800;' +
  '南昌路,Nanchang Road,Nanchang Lu,黄浦区,121.4700 31.2180,121.4580 31.2150,600;' +
  '龙腾大道,Longteng Avenue,Longteng Dadao,徐汇区,121.4610 31.1850,121.4570 31.1600,3000;' +
  '汶水路,Wenshui Road,Wenshui Lu,静安区,121.4700 31.2930,121.4300 31.2830,1500;' +
  '中山东一路,Zhongshan East No. 1 Road (The Bund),Zhongshan Dongyilu,黄浦区,121.4900 31.2330,121.4910 31.2430,40;' +
  '世纪大道,Century Avenue,Shiji Dadao,浦东新区,121.5040 31.2400,121.5480 31.2170,2000;' +
  '陆家嘴环路,Lujiazui Ring Road,Lujiazui Huanlu,浦东新区,121.4980 31.2400,121.5070 31.2360,1500;' +
  '张杨路,Zhangyang Road,Zhangyang Lu,浦东新区,121.5110 31.2340,121.5700 31.2520,3000;' +
  '虹桥路,Hongqiao Road,Hongqiao Lu,徐汇区,121.4370 31.1960,121.3700 31.1950,2500;' +
  '华山路,Huashan Road,Huashan Lu,静安区,121.4470 31.2280,121.4330 31.1990,2000;' +
  '威海路,Weihai Road,Weihai Lu,静安区,121.4710 31.2300,121.4540 31.2270,900;' +
  '新闸路,Xinzha Road,Xinzha Lu,静安区,121.4730 31.2370,121.4400 31.2390,2000;' +
  '石门一路,Shimen No. 1 Road,Shimen Yilu,静安区,121.4600 31.2260,121.4590 31.2340,400;' +
  '成都北路,Chengdu North Road,Chengdu Beilu,黄浦区,121.4680 31.2300,121.4650 31.2420,1200;' +
  '瑞金二路,Ruijin No. 2 Road,Ruijin Erlu,黄浦区,121.4660 31.2200,121.4670 31.2070,400;' +
  '思南路,Sinan Road,Sinan Lu,黄浦区,121.4680 31.2200,121.4670 31.2120,100;' +
  '泰康路,Taikang Road,Taikang Lu,黄浦区,121.4710 31.2100,121.4640 31.2090,300;' +
  '建国中路,Jianguo Middle Road,Jianguo Zhonglu,黄浦区,121.4720 31.2110,121.4610 31.2080,300;' +
  '大沽路,Dagu Road,Dagu Lu,黄浦区,121.4710 31.2310,121.4630 31.2290,600;' +
  '铜仁路,Tongren Road,Tongren Lu,静安区,121.4500 31.2260,121.4490 31.2330,400;' +
  '常熟路,Changshu Road,Changshu Lu,徐汇区,121.4490 31.2200,121.4480 31.2130,200;' +
  '乌鲁木齐中路,Wulumuqi Middle Road,Wulumuqi Zhonglu,徐汇区,121.4430 31.2190,121.4410 31.2080,400;' +
  '安福路,Anfu Road,Anfu Lu,徐汇区,121.4460 31.2160,121.4390 31.2150,300;' +
  '肇嘉浜路,Zhaojiabang Road,Zhaojiabang Lu,徐汇区,121.4670 31.2040,121.4390 31.1960,1200;' +
  '漕溪北路,Caoxi North Road,Caoxi Beilu,徐汇区,121.4370 31.1960,121.4350 31.1800,600;' +
  '天山路,Tianshan Road,Tianshan Lu,长宁区,121.4060 31.2150,121.3860 31.2130,1800;' +
  '新华路,Xinhua Road,Xinhua Lu,长宁区,121.4310 31.2030,121.4120 31.2010,700;' +
  '长寿路,Changshou Road,Changshou Lu,普陀区,121.4500 31.2440,121.4250 31.2420,1000;' +
  '武宁路,Wuning Road,Wuning Lu,普陀区,121.4380 31.2410,121.4170 31.2510,600;' +
  '曹杨路,Caoyang Road,Caoyang Lu,普陀区,121.4200 31.2330,121.4060 31.2480,1800;' +
  '中山北路,Zhongshan North Road,Zhongshan Beilu,普陀区,121.4700 31.2620,121.4100 31.2340,3700;' +
  '四平路,Siping Road,Siping Lu,杨浦区,121.4980 31.2600,121.5130 31.2990,2500'

export const TRANSPORT_HUBS =
  '北京首都国际机场,Beijing Capital International Airport,北京市,116.5975,40.0799;' +
  '北京大兴国际机场,Beijing Daxing International Airport,北京市,116.4105,39.5098;' +
  '北京站,Beijing Railway Station,北京市,116.4270,39.9030;' +
  '北京南站,Beijing South Railway Station,北京市,116.3785,39.8650;' +
  '北京西站,Beijing West Railway Station,北京市,116.3215,39.8949;' +
  '北京北站,Beijing North Railway Station,北京市,116.3530,39.9440;' +
  '天津滨海国际机场,Tianjin Binhai International Airport,天津市,117.3461,39.1244;' +
  '天津站,Tianjin Railway Station,天津市,117.2100,39.1360;' +
  '天津西站,Tianjin West Railway Station,天津市,117.1640,39.1580;' +
  '天津南站,Tianjin South Railway Station,天津市,117.0620,39.0580;' +
  '上海浦东国际机场,Shanghai Pudong International Airport,上海市,121.8050,31.1440;' +
  '上海虹桥国际机场,Shanghai Hongqiao International Airport,上海市,121.3360,31.1960;' +
  '上海虹桥站,Shanghai Hongqiao Railway Station,上海市,121.3200,31.1940;' +
  '上海站,Shanghai Railway Station,上海市,121.4550,31.2500;' +
  '上海南站,Shanghai South Railway Station,上海市,121.4290,31.1540;' +
  '重庆江北国际机场,Chongqing Jiangbei International Airport,重庆市,106.6417,29.7192;' +
  '重庆北站,Chongqing North Railway Station,重庆市,106.5510,29.6080;' +
  '重庆西站,Chongqing West Railway Station,重庆市,106.4300,29.4990;' +
  '广州白云国际机场,Guangzhou Baiyun International Airport,广州市,113.2988,23.3924;' +
  '广州南站,Guangzhou South Railway Station,广州市,113.2690,22.9890;' +
  '广州站,Guangzhou Railway Station,广州市,113.2580,23.1490;' +
  '广州东站,Guangzhou East Railway Station,广州市,113.3250,23.1500;' +
  "深圳宝安国际机场,Shenzhen Bao'an International Airport,深圳市,113.8106,22.6393;" +
  '深圳北站,Shenzhen North Railway Station,深圳市,114.0290,22.6100;' +
  '深圳站,Shenzhen Railway Station,深圳市,114.1170,22.5320;' +
  '福田站,Futian Railway Station,深圳市,114.0550,22.5380;' +
  '成都双流国际机场,Chengdu Shuangliu International Airport,成都市,103.9470,30.5785;' +
  '成都天府国际机场,Chengdu Tianfu International Airport,成都市,104.4450,30.3197;' +
  '成都东站,Chengdu East Railway Station,成都市,104.1410,30.6300;' +
  '成都南站,Chengdu South Railway Station,成都市,104.0700,30.6050;' +
  '成都站,Chengdu Railway Station,成都市,104.0730,30.6960;' +
  '武汉天河国际机场,Wuhan Tianhe International Airport,武汉市,114.2081,30.7838;' +
  '汉口站,Hankou Railway Station,武汉市,114.2560,30.6180;' +
  '武汉站,Wuhan Railway Station,武汉市,114.4240,30.6070;' +
  '武昌站,Wuchang Railway Station,武汉市,114.3170,30.5290;' +
  "西安咸阳国际机场,Xi'an Xianyang International Airport,西安市,108.7516,34.4471;" +
  "西安北站,Xi'an North Railway Station,西安市,108.9380,34.3770;" +
  "西安站,Xi'an Railway Station,西安市,108.9620,34.2790;" +
  '杭州萧山国际机场,Hangzhou Xiaoshan International Airport,杭州市,120.4344,30.2295;' +
  '杭州东站,Hangzhou East Railway Station,杭州市,120.2130,30.2910;' +
  '杭州站,Hangzhou Railway Station,杭州市,120.1830,30.2430;' +
  '杭州西站,Hangzhou West Railway Station,杭州市,119.9930,30.3250;' +
  '南京禄口国际机场,Nanjing Lukou International Airport,南京市,118.8620,31.7420;' +
  '南京南站,Nanjing South Railway Station,南京市,118.7980,31.9690;' +
  '南京站,Nanjing Railway Station,南京市,118.7970,32.0880;' +
  '苏州站,Suzhou Railway Station,苏州市,120.6100,31.3300;' +
  '苏州北站,Suzhou North Railway Station,苏州市,120.6400,31.4190;' +
  '郑州新郑国际机场,Zhengzhou Xinzheng International Airport,郑州市,113.8410,34.5197;' +
  '郑州东站,Zhengzhou East Railway Station,郑州市,113.7770,34.7600;' +
  '郑州站,Zhengzhou Railway Station,郑州市,113.6580,34.7450;' +
  '长沙黄花国际机场,Changsha Huanghua International Airport,长沙市,113.2198,28.1892;' +
  '长沙南站,Changsha South Railway Station,长沙市,113.0650,28.1470;' +
  '长沙站,Changsha Railway Station,长沙市,113.0130,28.1960;' +
  '沈阳桃仙国际机场,Shenyang Taoxian International Airport,沈阳市,123.4836,41.6398;' +
  '沈阳北站,Shenyang North Railway Station,沈阳市,123.4370,41.8180;' +
  '沈阳站,Shenyang Railway Station,沈阳市,123.3950,41.7950;' +
  '青岛胶东国际机场,Qingdao Jiaodong International Airport,青岛市,120.0880,36.3620;' +
  '青岛站,Qingdao Railway Station,青岛市,120.3130,36.0640;' +
  '青岛北站,Qingdao North Railway Station,青岛市,120.3740,36.1690;' +
  '东莞站,Dongguan Railway Station,东莞市,113.8480,23.1050;' +
  '虎门站,Humen Railway Station,东莞市,113.6830,22.8550;' +
  '哈尔滨太平国际机场,Harbin Taiping International Airport,哈尔滨市,126.2503,45.6234;' +
  '哈尔滨西站,Harbin West Railway Station,哈尔滨市,126.5850,45.7100;' +
  '哈尔滨站,Harbin Railway Station,哈尔滨市,126.6310,45.7610;' +
  '济南遥墙国际机场,Jinan Yaoqiang International Airport,济南市,117.2158,36.8572;' +
  '济南西站,Jinan West Railway Station,济南市,116.8900,36.6710;' +
  '济南站,Jinan Railway Station,济南市,116.9890,36.6700;' +
  '合肥新桥国际机场,Hefei Xinqiao International Airport,合肥市,117.0590,31.9900;' +
  '合肥南站,Hefei South Railway Station,合肥市,117.2870,31.7990;' +
  '佛山西站,Foshan West Railway Station,佛山市,113.0400,23.0500;' +
  '昆明长水国际机场,Kunming Changshui International Airport,昆明市,102.9292,25.1019;' +
  '昆明南站,Kunming South Railway Station,昆明市,102.8780,24.8800;' +
  '昆明站,Kunming Railway Station,昆明市,102.7220,25.0170;' +
  '大连周水子国际机场,Dalian Zhoushuizi International Airport,大连市,121.5386,38.9657;' +
  '大连北站,Dalian North Railway Station,大连市,121.5980,38.9730;' +
  '大连站,Dalian Railway Station,大连市,121.6300,38.9200;' +
  '厦门高崎国际机场,Xiamen Gaoqi International Airport,厦门市,118.1277,24.5440;' +
  '厦门北站,Xiamen North Railway Station,厦门市,118.0730,24.6380;' +
  '厦门站,Xiamen Railway Station,厦门市,118.1160,24.4690;' +
  '福州长乐国际机场,Fuzhou Changle International Airport,福州市,119.6633,25.9351;' +
  '福州站,Fuzhou Railway Station,福州市,119.3200,26.1130;' +
  '福州南站,Fuzhou South Railway Station,福州市,119.3920,25.9840;' +
  '石家庄正定国际机场,Shijiazhuang Zhengding International Airport,石家庄市,114.6970,38.2807;' +
  '石家庄站,Shijiazhuang Railway Station,石家庄市,114.4880,38.0100;' +
  '南宁吴圩国际机场,Nanning Wuxu International Airport,南宁市,108.1720,22.6083;' +
  '南宁东站,Nanning East Railway Station,南宁市,108.4220,22.8210;' +
  '长春龙嘉国际机场,Changchun Longjia International Airport,长春市,125.6850,44.0000;' +
  '长春站,Changchun Railway Station,长春市,125.3240,43.9070;' +
  '长春西站,Changchun West Railway Station,长春市,125.2010,43.8370;' +
  '宁波栎社国际机场,Ningbo Lishe International Airport,宁波市,121.4620,29.8267;' +
  '宁波站,Ningbo Railway Station,宁波市,121.5370,29.8620;' +
  '温州龙湾国际机场,Wenzhou Longwan International Airport,温州市,120.8520,27.9122;' +
  '温州南站,Wenzhou South Railway Station,温州市,120.5900,27.9740;' +
  '太原武宿国际机场,Taiyuan Wusu International Airport,太原市,112.6280,37.7469;' +
  '太原南站,Taiyuan South Railway Station,太原市,112.6080,37.7970;' +
  '太原站,Taiyuan Railway Station,太原市,112.5780,37.8540;' +
  '贵阳龙洞堡国际机场,Guiyang Longdongbao International Airport,贵阳市,106.8008,26.5385;' +
  '贵阳北站,Guiyang North Railway Station,贵阳市,106.6820,26.6220;' +
  '南昌昌北国际机场,Nanchang Changbei International Airport,南昌市,115.9000,28.8650;' +
  '南昌西站,Nanchang West Railway Station,南昌市,115.7990,28.6270;' +
  '乌鲁木齐地窝堡国际机场,Urumqi Diwopu International Airport,乌鲁木齐市,87.4742,43.9071;' +
  '乌鲁木齐站,Urumqi Railway Station,乌鲁木齐市,87.5490,43.8340;' +
  '苏南硕放国际机场,Sunan Shuofang International Airport,无锡市,120.4290,31.4944;' +
  '无锡站,Wuxi Railway Station,无锡市,120.3040,31.5880;' +
  '无锡东站,Wuxi East Railway Station,无锡市,120.4250,31.5870;' +
  '兰州中川国际机场,Lanzhou Zhongchuan International Airport,兰州市,103.6203,36.5152;' +
  '兰州西站,Lanzhou West Railway Station,兰州市,103.7600,36.0700;' +
  '临沂启阳国际机场,Linyi Qiyang International Airport,临沂市,118.4120,35.0460;' +
  '临沂北站,Linyi North Railway Station,临沂市,118.3210,35.1180;' +
  '徐州观音国际机场,Xuzhou Guanyin International Airport,徐州市,117.5550,34.0590;' +
  '徐州东站,Xuzhou East Railway Station,徐州市,117.3080,34.2620;' +
  '呼和浩特白塔国际机场,Hohhot Baita International Airport,呼和浩特市,111.8240,40.8514;' +
  '呼和浩特东站,Hohhot East Railway Station,呼和浩特市,111.7480,40.8590;' +
  '海口美兰国际机场,Haikou Meilan International Airport,海口市,110.4590,19.9349;' +
  '海口东站,Haikou East Railway Station,海口市,110.3440,20.0240;' +
  '唐山站,Tangshan Railway Station,唐山市,118.1530,39.6260;' +
  '泉州晋江国际机场,Quanzhou Jinjiang International Airport,泉州市,118.5900,24.7964;' +
  '泉州站,Quanzhou Railway Station,泉州市,118.6140,24.9540;' +
  '潍坊北站,Weifang North Railway Station,潍坊市,119.1210,36.7990;' +
  '揭阳潮汕国际机场,Jieyang Chaoshan International Airport,揭阳市,116.5034,23.5520;' +
  '潮汕站,Chaoshan Railway Station,潮州市,116.5900,23.5380;' +
  '保定东站,Baoding East Railway Station,保定市,115.5420,38.8570;' +
  '南通兴东国际机场,Nantong Xingdong International Airport,南通市,120.9760,32.0710;' +
  '南通西站,Nantong West Railway Station,南通市,120.8000,32.0540;' +
  '常州奔牛国际机场,Changzhou Benniu International Airport,常州市,119.7790,31.9200;' +
  '常州北站,Changzhou North Railway Station,常州市,119.9800,31.8370;' +
  '烟台蓬莱国际机场,Yantai Penglai International Airport,烟台市,120.9870,37.6570;' +
  '烟台南站,Yantai South Railway Station,烟台市,121.3780,37.4580;' +
  '珠海金湾国际机场,Zhuhai Jinwan International Airport,珠海市,113.3760,22.0064;' +
  '珠海站,Zhuhai Railway Station,珠海市,113.5500,22.2160;' +
  '洛阳龙门站,Luoyang Longmen Railway Station,洛阳市,112.4530,34.5960;' +
  '香港国际机场,Hong Kong International Airport,香港特别行政区,113.9185,22.3080;' +
  '香港西九龙站,Hong Kong West Kowloon Station,香港特别行政区,114.1650,22.3040'
