# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 16587
cmd:  ./prog
part: 1


desc: I1 cache: 
desc: D1 cache: 
desc: LL cache: 

desc: Timerange: Basic block 0 - 818523
desc: Trigger: Program termination

positions: line
events: Ir
summary: 4852204


ob=(4) /usr/lib/x86_64-linux-gnu/libm.so.6
fl=(125) ./math/../sysdeps/x86_64/fpu/multiarch/s_fma.c
fn=(450) fma
49 5

fl=(119) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-avx-fma4.h
fn=(422) cos
32 5
+1 2
fi=(121) ./math/../sysdeps/x86_64/fpu/multiarch/s_sin.c
+1 1
fe=(119)

fn=(442) __log_finite@GLIBC_2.15
32 5
+1 2
fi=(124) ./math/../sysdeps/x86_64/fpu/multiarch/e_log.c
-6 1
fe=(119)

fn=(416) __exp_finite@GLIBC_2.15
32 5
+1 2
fi=(120) ./math/../sysdeps/x86_64/fpu/multiarch/e_exp.c
-6 1
fe=(119)

fn=(464) sin
32 5
+1 2
fi=(121)
-6 1
fe=(119)

fn=(460) __atan2_finite@GLIBC_2.15
32 5
+1 2
fi=(127) ./math/../sysdeps/x86_64/fpu/multiarch/e_atan2.c
-7 1
fe=(119)

fl=(150) ???
fn=(1828) 0x0000000000010240
0 5

fn=(566) 0x00000000000102f0
0 12

fn=(1818) 0x00000000000102b0
0 9
cob=(2) ???
cfi=(52) ???
cfn=(1824) 0x0000000004c71220
calls=1 0 
0 134
0 1
cfn=(1828)
calls=1 0 
0 5
0 3

fl=(118) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-fma.h
fn=(432) powf@@GLIBC_2.27
29 4
+1 4

fn=(440) __log1p
29 4
+1 3
fi=(227) ./math/../sysdeps/x86_64/fpu/multiarch/s_log1p.c
-4 1
fe=(118)

fn=(428) log2@@GLIBC_2.29
29 4
+1 3
fi=(228) ./math/../sysdeps/x86_64/fpu/multiarch/e_log2.c
-3 1
fe=(118)

fn=(414) cosf
29 4
+1 3
fi=(229) ./math/../sysdeps/x86_64/fpu/multiarch/s_cosf.c
-4 1
fe=(118)

fn=(456) expm1
29 4
+1 3
fi=(230) ./math/../sysdeps/x86_64/fpu/multiarch/s_expm1.c
-4 1
fe=(118)

fn=(438) log2f@@GLIBC_2.27
29 4
+1 3
fi=(231) ./math/../sysdeps/x86_64/fpu/multiarch/e_log2f.c
-3 1
fe=(118)

fn=(426) logf@@GLIBC_2.27
29 4
+1 3
fi=(232) ./math/../sysdeps/x86_64/fpu/multiarch/e_logf.c
-3 1
fe=(118)

fn=(458) exp2f@@GLIBC_2.27
29 4
+1 3
fi=(233) ./math/../sysdeps/x86_64/fpu/multiarch/e_exp2f.c
-3 1
fe=(118)

fn=(420) expf@@GLIBC_2.27
29 4
+1 3
fi=(234) ./math/../sysdeps/x86_64/fpu/multiarch/e_expf.c
-3 1
fe=(118)

fn=(430) sincosf
29 4
+1 3
fi=(235) ./math/../sysdeps/x86_64/fpu/multiarch/s_sincosf.c
-4 1
fe=(118)

fn=(448) sinf
29 4
+1 3
fi=(236) ./math/../sysdeps/x86_64/fpu/multiarch/s_sinf.c
-4 1
fe=(118)

fl=(122) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-fma4.h
fn=(446) __acos_finite@GLIBC_2.15
31 4
+1 2
+3 1

fn=(468) sincos
31 4
+1 2
fi=(128) ./math/../sysdeps/x86_64/fpu/multiarch/s_sincos.c
-6 1
fe=(122)

fn=(452) __asin_finite@GLIBC_2.15
31 4
+1 2
fi=(126) ./math/../sysdeps/x86_64/fpu/multiarch/e_asin.c
-5 1
fe=(122)

fn=(434) __pow_finite@GLIBC_2.15
31 4
+1 2
fi=(123) ./math/../sysdeps/x86_64/fpu/multiarch/e_pow.c
-5 1
fe=(122)

ob=(8) /tmp/cgann-golden-build/cpp/prog
fl=(171) /nonexistent/usr/include/c++/12/bits/move.h
fn=(1112) int&& std::forward<int>(std::remove_reference<int>::type&)
77 18036
+1 18036

fn=(1306) Rect&& std::forward<Rect>(std::remove_reference<Rect>::type&)
77 849
+1 849

fn=(1108) std::remove_reference<int&>::type&& std::move<int&>(int&)
104 66546
+1 66546

fn=(1364) Rect* std::__addressof<Rect>(Rect&)
49 567
+1 567

fn=(1380) std::remove_reference<main::{lambda(Rect const&, Rect const&)#1}&>::type&& std::move<main::{lambda(Rect const&, Rect const&)#1}&>(main::{lambda(Rect const&, Rect const&)#1}&)
104 147
+1 147

fn=(1404) std::enable_if<std::__and_<std::__not_<std::__is_tuple_like<Rect> >, std::is_move_constructible<Rect>, std::is_move_assignable<Rect> >::value, void>::type std::swap<Rect>(Rect&, Rect&)
196 110
+8 66
cfn=(1302) std::remove_reference<Rect&>::type&& std::move<Rect&>(Rect&)
calls=22 104 
* 132
* 88
+1 66
cfn=(1302)
calls=22 104 
* 132
* 110
+1 66
cfn=(1302)
calls=22 104 
* 132
* 110
+1 66

fn=(1438) std::remove_reference<__gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>&>::type&& std::move<__gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>&>(__gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>&)
104 141
+1 141

fn=(1302)
104 1206
+1 1206

fn=(1242) std::enable_if<std::__and_<std::__not_<std::__is_tuple_like<int> >, std::is_move_constructible<int>, std::is_move_assignable<int> >::value, void>::type std::swap<int>(int&, int&)
196 18645
+8 11187
cfn=(1108)
calls=3729 104 
* 22374
* 7458
+1 11187
cfn=(1108)
calls=3729 104 
* 22374
* 11187
+1 11187
cfn=(1108)
calls=3729 104 
* 22374
* 11187
+1 11187

fl=(167) ./src/main.cpp
fn=(1398) main::{lambda(Rect const&, Rect const&)#1}::operator()(Rect const&, Rect const&) const
39 2880
cfi=(183) ./src/shapes.h
cfn=(1400) Rect::area() const
calls=320 -14 
* 3840
* 1280
cfi=(183)
cfn=(1400)
calls=320 -14 
* 3840
* 1920

fn=(1092) make_data(int)
19 6
+1 3
cfi=(168) /nonexistent/usr/include/c++/12/bits/stl_vector.h
cfn=(1094) std::vector<int, std::allocator<int> >::vector()
calls=1 526 
* 61
+1 2
+1 38000
cfi=(168)
cfn=(1106) std::vector<int, std::allocator<int> >::push_back(int&&)
calls=2000 1293 
* 416665
-1 8003
+2 1
+1 4

fn=(1544) int sum_of<int>(std::vector<int, std::allocator<int> > const&)
10 4
+2 1
+1 5
cfi=(168)
cfn=(1546) std::vector<int, std::allocator<int> >::begin() const
calls=1 878 
* 23
* 4
cfi=(168)
cfn=(1550) std::vector<int, std::allocator<int> >::end() const
calls=1 898 
* 24
* 6002
cfi=(173) /nonexistent/usr/include/c++/12/bits/stl_iterator.h
cfn=(1556) __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > >::operator*() const
calls=2000 1095 
* 14000
* 2000
+1 6000
-1 6000
cfi=(173)
cfn=(1558) __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > >::operator++()
calls=2000 1105 
* 22000
* 10005
cfi=(173)
cfn=(1552) bool __gnu_cxx::operator!=<int const*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > > const&, __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > > const&)
calls=2001 1237 
* 62031
* 4002
+2 1
+1 2

fn=(1524) double sum_of<double>(std::vector<double, std::allocator<double> > const&)
10 4
+2 2
+1 5
cfi=(168)
cfn=(1526) std::vector<double, std::allocator<double> >::begin() const
calls=1 878 
* 23
* 4
cfi=(168)
cfn=(1530) std::vector<double, std::allocator<double> >::end() const
calls=1 898 
* 24
* 8
cfi=(173)
cfn=(1536) __gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > >::operator*() const
calls=2 1095 
* 14
* 2
+1 10
-1 6
cfi=(173)
cfn=(1538) __gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > >::operator++()
calls=2 1105 
* 22
* 15
cfi=(173)
cfn=(1532) bool __gnu_cxx::operator!=<double const*, std::vector<double, std::allocator<double> > >(__gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > > const&, __gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > > const&)
calls=3 1237 
* 93
* 6
+2 2
+1 3

fn=(1090) main
27 6
+1 4
cfn=(1092)
calls=1 -9 
* 462745
+1 3
cfi=(168)
cfn=(1114) std::vector<int, std::allocator<int> >::end()
calls=1 888 
* 24
* 4
cfi=(168)
cfn=(1140) std::vector<int, std::allocator<int> >::begin()
calls=1 868 
* 23
* 3
cfi=(180) /nonexistent/usr/include/c++/12/bits/stl_algo.h
cfn=(1220) void std::sort<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
calls=1 4810 
* 2289906
+2 4
cfi=(183)
cfn=(1282) Accumulator::Accumulator(long)
calls=1 -25 
* 14
+1 5
cfi=(168)
cfn=(1140)
calls=1 868 
* 23
* 4
cfi=(168)
cfn=(1114)
calls=1 888 
* 24
* 6002
cfi=(173)
cfn=(1182) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::operator*() const
calls=2000 1095 
* 14000
* 4000
+1 12000
cfi=(183)
cfn=(1284) Accumulator::add(long)
calls=2000 -15 
* 40000
-1 6000
cfi=(173)
cfn=(1246) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::operator++()
calls=2000 1105 
* 22000
* 10005
cfi=(173)
cfn=(1226) bool __gnu_cxx::operator!=<int*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&)
calls=2001 1237 
* 62031
* 4002
+3 3
cfi=(168)
cfn=(1286) std::vector<Rect, std::allocator<Rect> >::vector()
calls=1 526 
* 61
+1 2
+1 1250
cfi=(183)
cfn=(1298) Rect::Rect(double, double)
calls=50 -13 
* 700
* 250
cfi=(168)
cfn=(1300) std::vector<Rect, std::allocator<Rect> >::push_back(Rect&&)
calls=50 1293 
* 25503
-1 152
+2 3
cfi=(168)
cfn=(1308) std::vector<Rect, std::allocator<Rect> >::end()
calls=1 888 
* 24
* 4
cfi=(168)
cfn=(1330) std::vector<Rect, std::allocator<Rect> >::begin()
calls=1 868 
* 23
* 3
cfi=(180)
cfn=(1376) void std::sort<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, main::{lambda(Rect const&, Rect const&)#1}>(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, main::{lambda(Rect const&, Rect const&)#1})
calls=1 4841 
* 47756
+4 10
cfi=(169) /nonexistent/usr/include/c++/12/bits/allocator.h
cfn=(1448) std::allocator<double>::allocator()
calls=1 156 
* 16
* 11
cfi=(168)
cfn=(1452) std::vector<double, std::allocator<double> >::vector(std::initializer_list<double>, std::allocator<double> const&)
calls=1 673 
* 654
* 3
cfn=(1524)
calls=1 -32 
* 243
* 4
cfi=(168)
cfn=(1358) std::vector<Rect, std::allocator<Rect> >::back()
calls=1 1228 
* 80
* 2
cfi=(183)
cfn=(1400)
calls=1 -17 
* 12
-1 6
cfi=(183)
cfn=(1540) Accumulator::count() const
calls=1 -32 
* 7
* 4
cfi=(183)
cfn=(1542) Accumulator::total() const
calls=1 -33 
* 7
* 4
cfn=(1544)
calls=1 -31 
* 132104
* 8
cob=(3) /usr/lib/x86_64-linux-gnu/libc.so.6
cfi=(187) ./stdio-common/./stdio-common/printf.c
cfn=(1564) printf
calls=1 -13 
* 3810
cob=(1) /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
cfi=(141) ./elf/../sysdeps/x86_64/dl-trampoline.h
cfn=(520) _dl_runtime_resolve_xsave
calls=1 +35 
* 703
* 5
+1 3
cfi=(168)
cfn=(1648) std::vector<double, std::allocator<double> >::~vector()
calls=1 728 
* 252
* 3
cfi=(169)
cfn=(1490) std::allocator<double>::~allocator()
calls=1 174 
* 16
+1 1
+1 3
cfi=(168)
cfn=(1666) std::vector<Rect, std::allocator<Rect> >::~vector()
calls=1 728 
* 253
* 3
cfi=(168)
cfn=(1682) std::vector<int, std::allocator<int> >::~vector()
calls=1 728 
* 311
* 8

fl=(172) /nonexistent/usr/include/c++/12/bits/vector.tcc
fn=(1118) void std::vector<int, std::allocator<int> >::_M_realloc_insert<int>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, int&&)
439 84
+10 60
cfi=(168)
cfn=(1120) std::vector<int, std::allocator<int> >::_M_check_len(unsigned long, char const*) const
calls=12 1891 
* 3073
* 12
+1 36
+1 36
+1 36
cfi=(168)
cfn=(1140)
calls=12 868 
* 276
* 72
cfi=(173)
cfn=(1142) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::difference_type __gnu_cxx::operator-<int*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&)
calls=12 1330 
* 396
* 12
+1 60
cfi=(168)
cfn=(1146) std::_Vector_base<int, std::allocator<int> >::_M_allocate(unsigned long)
calls=12 -78 
* 3540
* 12
+1 24
+8 36
cfi=(171)
cfn=(1112)
calls=12 77 
* 72
* 12
+1 24
-1 72
cfi=(174) /nonexistent/usr/include/c++/12/bits/alloc_traits.h
cfn=(1160) void std::allocator_traits<std::allocator<int> >::construct<int, int>(std::allocator<int>&, int*, int&&)
calls=12 +49 
* 696
+7 12
+6 36
cfi=(168)
cfn=(1166) std::_Vector_base<int, std::allocator<int> >::_M_get_Tp_allocator()
calls=12 298 
* 72
* 12
-1 36
cfi=(173)
cfn=(1144) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::base() const
calls=12 1158 
* 72
* 72
cfi=(168)
cfn=(1168) std::vector<int, std::allocator<int> >::_S_relocate(int*, int*, int*, std::allocator<int>&)
calls=12 +25 
* 2761
* 12
+3 12
+3 36
cfi=(168)
cfn=(1166)
calls=12 298 
* 72
* 12
-1 36
cfi=(173)
cfn=(1144)
calls=12 1158 
* 72
* 72
cfi=(168)
cfn=(1168)
calls=12 +20 
* 996
* 12
+34 12
+1 48
-1 48
cfi=(168)
cfn=(1176) std::_Vector_base<int, std::allocator<int> >::_M_deallocate(int*, unsigned long)
calls=12 383 
* 3763
+2 36
+1 36
+1 72
+1 48

fn=(1312) void std::vector<Rect, std::allocator<Rect> >::_M_realloc_insert<Rect>(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, Rect&&)
439 49
+10 35
cfi=(168)
cfn=(1314) std::vector<Rect, std::allocator<Rect> >::_M_check_len(unsigned long, char const*) const
calls=7 1891 
* 1793
* 7
+1 21
+1 21
+1 21
cfi=(168)
cfn=(1330)
calls=7 868 
* 161
* 42
cfi=(173)
cfn=(1332) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::difference_type __gnu_cxx::operator-<Rect*, std::vector<Rect, std::allocator<Rect> > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&)
calls=7 1330 
* 231
* 7
+1 35
cfi=(168)
cfn=(1336) std::_Vector_base<Rect, std::allocator<Rect> >::_M_allocate(unsigned long)
calls=7 -78 
* 784
* 7
+1 14
+8 21
cfi=(171)
cfn=(1306)
calls=7 77 
* 42
* 7
+1 21
-1 42
cfi=(174)
cfn=(1342) void std::allocator_traits<std::allocator<Rect> >::construct<Rect, Rect>(std::allocator<Rect>&, Rect*, Rect&&)
calls=7 +49 
* 420
+7 7
+6 21
cfi=(168)
cfn=(1346) std::_Vector_base<Rect, std::allocator<Rect> >::_M_get_Tp_allocator()
calls=7 298 
* 42
* 7
-1 21
cfi=(173)
cfn=(1334) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::base() const
calls=7 1158 
* 42
* 42
cfi=(168)
cfn=(1348) std::vector<Rect, std::allocator<Rect> >::_S_relocate(Rect*, Rect*, Rect*, std::allocator<Rect>&)
calls=7 +25 
* 9898
* 7
+3 7
+3 21
cfi=(168)
cfn=(1346)
calls=7 298 
* 42
* 7
-1 21
cfi=(173)
cfn=(1334)
calls=7 1158 
* 42
* 42
cfi=(168)
cfn=(1348)
calls=7 +20 
* 574
* 7
+34 7
+1 28
-1 28
cfi=(168)
cfn=(1356) std::_Vector_base<Rect, std::allocator<Rect> >::_M_deallocate(Rect*, unsigned long)
calls=7 383 
* 863
+2 21
+1 21
+1 49
+1 28

fn=(1110) int& std::vector<int, std::allocator<int> >::emplace_back<int>(int&&)
111 12000
+3 12000
+3 5964
cfi=(171)
cfn=(1112)
calls=1988 -40 
* 11928
* 13916
cfi=(174)
cfn=(1160)
calls=1988 511 
* 115304
+2 11928
+4 36
cfi=(171)
cfn=(1112)
calls=12 -46 
* 72
* 48
cfi=(168)
cfn=(1114)
calls=12 888 
* 288
* 72
cfn=(1118)
calls=12 439 
* 17109
+2 6000
cfi=(168)
cfn=(1178) std::vector<int, std::allocator<int> >::back()
calls=2000 1228 
* 160000
+2 6000

fn=(1304) Rect& std::vector<Rect, std::allocator<Rect> >::emplace_back<Rect>(Rect&&)
111 300
+3 300
+3 129
cfi=(171)
cfn=(1306)
calls=43 -40 
* 258
* 301
cfi=(174)
cfn=(1342)
calls=43 511 
* 2580
+2 258
+4 21
cfi=(171)
cfn=(1306)
calls=7 -46 
* 42
* 28
cfi=(168)
cfn=(1308)
calls=7 888 
* 168
* 42
cfn=(1312)
calls=7 439 
* 15676
+2 150
cfi=(168)
cfn=(1358)
calls=50 1228 
* 4000
+2 150

fl=(169)
fn=(1292) std::allocator<Rect>::allocator()
156 7
cfi=(170) /nonexistent/usr/include/c++/12/bits/new_allocator.h
cfn=(1294) std::__new_allocator<Rect>::__new_allocator()
calls=1 -76 
* 6
* 3

fn=(1448)
156 7
cfi=(170)
cfn=(1450) std::__new_allocator<double>::__new_allocator()
calls=1 -76 
* 6
* 3

fn=(1100) std::allocator<int>::allocator()
156 7
cfi=(170)
cfn=(1102) std::__new_allocator<int>::__new_allocator()
calls=1 -76 
* 6
* 3

fn=(1694) std::allocator<int>::~allocator()
174 7
cfi=(170)
cfn=(1696) std::__new_allocator<int>::~__new_allocator()
calls=1 -84 
* 6
* 3

fn=(1458) std::allocator<double>::allocator(std::allocator<double> const&)
159 10
+1 10
cfi=(170)
cfn=(1460) std::__new_allocator<double>::__new_allocator(std::__new_allocator<double> const&)
calls=2 -77 
* 14
* 6

fn=(1490)
174 21
cfi=(170)
cfn=(1492) std::__new_allocator<double>::~__new_allocator()
calls=3 -84 
* 18
* 9

fn=(1678) std::allocator<Rect>::~allocator()
174 7
cfi=(170)
cfn=(1680) std::__new_allocator<Rect>::~__new_allocator()
calls=1 -84 
* 6
* 3

fl=(215) /nonexistent/usr/include/c++/12/bits/stl_construct.h
fn=(1670) void std::_Destroy<Rect*>(Rect*, Rect*)
182 5
+14 5
cfn=(1672) void std::_Destroy_aux<true>::__destroy<Rect*>(Rect*, Rect*)
calls=1 -24 
* 7
+1 3

fn=(1672)
172 7

fn=(1686) void std::_Destroy<int*>(int*, int*)
182 5
+14 5
cfn=(1688) void std::_Destroy_aux<true>::__destroy<int*>(int*, int*)
calls=1 -24 
* 7
+1 3

fn=(1688)
172 7

fn=(1652) void std::_Destroy<double*>(double*, double*)
182 5
+14 5
cfn=(1654) void std::_Destroy_aux<true>::__destroy<double*>(double*, double*)
calls=1 -24 
* 7
+1 3

fn=(1654)
172 7

fl=(176) /nonexistent/usr/include/c++/12/new
fn=(1164) operator new(unsigned long, void*)
175 14791

fl=(182) /nonexistent/usr/include/c++/12/bits/cpp_type_traits.h
fn=(1260) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::__miter_base<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
562 6
+1 6

fn=(1422) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::__miter_base<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
562 12
+1 12

fn=(1508) double const* std::__miter_base<double const*>(double const*)
562 6
+1 6

fl=(183)
fn=(1298)
24 700

fn=(1282)
6 14

fn=(1400)
25 7692

fn=(1540)
9 7

fn=(1542)
8 7

fn=(1284)
18 8000
+1 16000
+1 10000
+1 6000

fl=(184) /nonexistent/usr/include/c++/12/initializer_list
fn=(1464) std::initializer_list<double>::end() const
79 8
cfn=(1466) std::initializer_list<double>::begin() const
calls=1 -4 
* 7
* 4
cfn=(1468) std::initializer_list<double>::size() const
calls=1 -8 
* 7
* 5

fn=(1466)
75 14

fn=(1468)
71 7

fl=(161) ???
fn=(1062) (below main)
0 11
cob=(3)
cfi=(162) ./csu/../csu/libc-start.c
cfn=(1064) __libc_start_main@@GLIBC_2.34
calls=1 242 
0 3151902

fn=(1070) 0x00000000000011a0
0 12

fn=(1714) 0x0000000000001160
0 9
cob=(2)
cfi=(52)
cfn=(1720) 0x00000000001090b0
calls=1 0 
0 134
0 1
cfn=(1730) 0x00000000000010f0
calls=1 0 
0 5
0 3

fn=(1730)
0 5

fl=(168)
fn=(1114)
888 8056
+1 12084
cfi=(173)
cfn=(1116) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::__normal_iterator(int* const&)
calls=2014 1072 
* 22154
* 6042

fn=(1122) std::vector<int, std::allocator<int> >::max_size() const
993 96
+1 72
cfn=(1124) std::_Vector_base<int, std::allocator<int> >::_M_get_Tp_allocator() const
calls=24 303 
* 144
* 48
cfn=(1126) std::vector<int, std::allocator<int> >::_S_max_size(std::allocator<int> const&)
calls=24 1911 
* 1320
* 48

fn=(1124)
303 72
+1 72

fn=(1166)
298 75
+1 75

fn=(1308)
888 236
+1 354
cfi=(173)
cfn=(1310) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::__normal_iterator(Rect* const&)
calls=59 1072 
* 649
* 177

fn=(1316) std::vector<Rect, std::allocator<Rect> >::max_size() const
993 56
+1 42
cfn=(1318) std::_Vector_base<Rect, std::allocator<Rect> >::_M_get_Tp_allocator() const
calls=14 303 
* 84
* 28
cfn=(1320) std::vector<Rect, std::allocator<Rect> >::_S_max_size(std::allocator<Rect> const&)
calls=14 1911 
* 770
* 28

fn=(1318)
303 42
+1 42

fn=(1482) std::vector<double, std::allocator<double> >::_S_max_size(std::allocator<double> const&)
1911 4
+5 2
+2 3
cfi=(174)
cfn=(1484) std::allocator_traits<std::allocator<double> >::max_size(std::allocator<double> const&)
calls=1 547 
* 24
* 1
+1 5
cfi=(175) /nonexistent/usr/include/c++/12/bits/stl_algobase.h
cfn=(1134) unsigned long const& std::min<unsigned long>(unsigned long const&, unsigned long const&)
calls=1 230 
* 13
* 1
+1 2

fn=(1648)
728 4
+3 3
cfn=(1478) std::_Vector_base<double, std::allocator<double> >::_M_get_Tp_allocator()
calls=1 298 
* 6
* 1
-1 7
cfi=(174)
cfn=(1650) void std::_Destroy<double*, double>(double*, double*, std::allocator<double>&)
calls=1 847 
* 34
+3 3
cfn=(1656) std::_Vector_base<double, std::allocator<double> >::~_Vector_base()
calls=1 364 
* 191
* 3

fn=(1348)
499 98
+5 84
cfi=(177) /nonexistent/usr/include/c++/12/bits/stl_uninitialized.h
cfn=(1350) Rect* std::__relocate_a<Rect*, Rect*, std::allocator<Rect> >(Rect*, Rect*, Rect*, std::allocator<Rect>&)
calls=14 1127 
* 10262
+5 28

fn=(1454) std::_Vector_base<double, std::allocator<double> >::_Vector_base(std::allocator<double> const&)
318 5
+1 5
cfn=(1456) std::_Vector_base<double, std::allocator<double> >::_Vector_impl::_Vector_impl(std::allocator<double> const&)
calls=1 143 
* 48
* 3

fn=(1656)
364 4
+3 7
-1 7
cfn=(1658) std::_Vector_base<double, std::allocator<double> >::_M_deallocate(double*, unsigned long)
calls=1 +17 
* 141
+2 3
cfn=(1664) std::_Vector_base<double, std::allocator<double> >::_Vector_impl::~_Vector_impl()
calls=1 133 
* 26
* 3

fn=(1676) std::_Vector_base<Rect, std::allocator<Rect> >::_Vector_impl::~_Vector_impl()
133 7
cfi=(169)
cfn=(1678)
calls=1 +41 
* 16
* 3

fn=(1096) std::_Vector_base<int, std::allocator<int> >::_Vector_base()
312 7
cfn=(1098) std::_Vector_base<int, std::allocator<int> >::_Vector_impl::_Vector_impl()
calls=1 137 
* 41
* 3

fn=(1140)
868 56
+1 70
cfi=(173)
cfn=(1116)
calls=14 1072 
* 154
* 42

fn=(1176)
383 78
+3 26
+1 72
cfi=(174)
cfn=(1192) std::allocator_traits<std::allocator<int> >::deallocate(std::allocator<int>&, int*, unsigned long)
calls=12 495 
* 3748
+1 39

fn=(1330)
868 32
+1 40
cfi=(173)
cfn=(1310)
calls=8 1072 
* 88
* 24

fn=(1470) void std::vector<double, std::allocator<double> >::_M_range_initialize<double const*>(double const*, double const*, std::forward_iterator_tag)
1682 7
+3 5
cfi=(185) /nonexistent/usr/include/c++/12/bits/stl_iterator_base_funcs.h
cfn=(1472) std::iterator_traits<double const*>::difference_type std::distance<double const*>(double const*, double const*)
calls=1 147 
* 30
* 1
+2 4
cfn=(1478)
calls=1 298 
* 6
* 5
cfn=(1480) std::vector<double, std::allocator<double> >::_S_check_init_len(unsigned long, std::allocator<double> const&)
calls=1 1902 
* 116
* 3
cfn=(1494) std::_Vector_base<double, std::allocator<double> >::_M_allocate(unsigned long)
calls=1 375 
* 112
* 2
+1 7
+4 3
cfn=(1478)
calls=1 298 
* 6
* 1
-2 6
cfi=(177)
cfn=(1500) double* std::__uninitialized_copy_a<double const*, double*, double>(double const*, double const*, double*, std::allocator<double>&)
calls=1 365 
* 202
-1 2
+4 4

fn=(1478)
298 9
+1 9

fn=(1550)
898 4
+1 6
cfi=(173)
cfn=(1548) __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > >::__normal_iterator(int const* const&)
calls=1 1072 
* 11
* 3

fn=(1126)
1911 96
+5 48
+2 72
cfi=(174)
cfn=(1128) std::allocator_traits<std::allocator<int> >::max_size(std::allocator<int> const&)
calls=24 547 
* 576
* 24
+1 120
cfi=(175)
cfn=(1134)
calls=24 230 
* 312
* 24
+1 48

fn=(1136) std::vector<int, std::allocator<int> >::size() const
987 144
+1 432

fn=(1290) std::_Vector_base<Rect, std::allocator<Rect> >::_Vector_impl::_Vector_impl()
137 4
+2 3
cfi=(169)
cfn=(1292)
calls=1 +17 
* 16
* 3
cfn=(1296) std::_Vector_base<Rect, std::allocator<Rect> >::_Vector_impl_data::_Vector_impl_data()
calls=1 -40 
* 12
+1 3

fn=(1320)
1911 56
+5 28
+2 42
cfi=(174)
cfn=(1322) std::allocator_traits<std::allocator<Rect> >::max_size(std::allocator<Rect> const&)
calls=14 547 
* 336
* 14
+1 70
cfi=(175)
cfn=(1134)
calls=14 230 
* 182
* 14
+1 28

fn=(1346)
298 45
+1 45

fn=(1358)
1228 204
+3 153
cfn=(1308)
calls=51 888 
* 1224
* 255
cfi=(173)
cfn=(1360) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::operator-(long) const
calls=51 -78 
* 1581
* 204
cfi=(173)
cfn=(1362) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::operator*() const
calls=51 1095 
* 357
+1 102

fn=(1494)
375 5
+3 7
cfi=(174)
cfn=(1496) std::allocator_traits<std::allocator<double> >::allocate(std::allocator<double>&, unsigned long)
calls=1 +85 
* 97
* 1
+1 2

fn=(1526)
878 4
+1 5
cfi=(173)
cfn=(1528) __gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > >::__normal_iterator(double const* const&)
calls=1 1072 
* 11
* 3

fn=(1530)
898 4
+1 6
cfi=(173)
cfn=(1528)
calls=1 1072 
* 11
* 3

fn=(1682)
728 4
+3 3
cfn=(1166)
calls=1 298 
* 6
* 1
-1 7
cfi=(174)
cfn=(1684) void std::_Destroy<int*, int>(int*, int*, std::allocator<int>&)
calls=1 847 
* 34
+3 3
cfn=(1690) std::_Vector_base<int, std::allocator<int> >::~_Vector_base()
calls=1 364 
* 250
* 3

fn=(1106)
1293 10000
+1 6000
cfi=(171)
cfn=(1108)
calls=2000 104 
* 12000
* 10000
cfi=(172)
cfn=(1110)
calls=2000 111 
* 372665
* 6000

fn=(1286)
526 7
cfn=(1288) std::_Vector_base<Rect, std::allocator<Rect> >::_Vector_base()
calls=1 312 
* 51
* 3

fn=(1296)
99 3
+1 6
+1 3

fn=(1664)
133 7
cfi=(169)
cfn=(1490)
calls=1 +41 
* 16
* 3

fn=(1674) std::_Vector_base<Rect, std::allocator<Rect> >::~_Vector_base()
364 4
+3 7
-1 7
cfn=(1356)
calls=1 +17 
* 142
+2 3
cfn=(1676)
calls=1 133 
* 26
* 3

fn=(1178)
1228 8000
+3 6000
cfn=(1114)
calls=2000 888 
* 48000
* 10000
cfi=(173)
cfn=(1180) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::operator-(long) const
calls=2000 -78 
* 62000
* 8000
cfi=(173)
cfn=(1182)
calls=2000 1095 
* 14000
+1 4000

fn=(1300)
1293 250
+1 150
cfi=(171)
cfn=(1302)
calls=50 104 
* 300
* 250
cfi=(172)
cfn=(1304)
calls=50 111 
* 24403
* 150

fn=(1356)
383 48
+3 16
+1 42
cfi=(174)
cfn=(1372) std::allocator_traits<std::allocator<Rect> >::deallocate(std::allocator<Rect>&, Rect*, unsigned long)
calls=7 495 
* 875
+1 24

fn=(1462) std::_Vector_base<double, std::allocator<double> >::_Vector_impl_data::_Vector_impl_data()
99 3
+1 6
+1 3

fn=(1690)
364 4
+3 7
-1 7
cfn=(1176)
calls=1 +17 
* 200
+2 3
cfn=(1692) std::_Vector_base<int, std::allocator<int> >::_Vector_impl::~_Vector_impl()
calls=1 133 
* 26
* 3

fn=(1098)
137 4
+2 3
cfi=(169)
cfn=(1100)
calls=1 +17 
* 16
* 3
cfn=(1104) std::_Vector_base<int, std::allocator<int> >::_Vector_impl_data::_Vector_impl_data()
calls=1 -40 
* 12
+1 3

fn=(1120)
1891 84
+2 36
cfn=(1122)
calls=12 993 
* 864
* 48
cfn=(1136)
calls=12 987 
* 144
* 84
+3 36
cfn=(1136)
calls=12 987 
* 144
* 48
cfn=(1136)
calls=12 987 
* 144
* 72
cfi=(175)
cfn=(1138) unsigned long const& std::max<unsigned long>(unsigned long const&, unsigned long const&)
calls=12 254 
* 157
* 36
+1 36
cfn=(1136)
calls=12 987 
* 144
* 60
cfn=(1122)
calls=12 993 
* 864
* 36
+1 36

fn=(1314)
1891 49
+2 21
cfn=(1316)
calls=7 993 
* 504
* 28
cfn=(1328) std::vector<Rect, std::allocator<Rect> >::size() const
calls=7 987 
* 84
* 49
+3 21
cfn=(1328)
calls=7 987 
* 84
* 28
cfn=(1328)
calls=7 987 
* 84
* 42
cfi=(175)
cfn=(1138)
calls=7 254 
* 92
* 21
+1 21
cfn=(1328)
calls=7 987 
* 84
* 35
cfn=(1316)
calls=7 993 
* 504
* 21
+1 21

fn=(1452)
673 11
+2 5
cfn=(1454)
calls=1 318 
* 61
+2 3
cfi=(184)
cfn=(1464)
calls=1 79 
* 31
* 4
cfi=(184)
cfn=(1466)
calls=1 75 
* 7
* 6
cfn=(1470)
calls=1 1682 
* 522
+2 4

fn=(1456)
143 5
+1 5
cfi=(169)
cfn=(1458)
calls=1 +15 
* 20
* 3
cfn=(1462)
calls=1 -45 
* 12
+1 3

fn=(1480)
1902 6
+2 5
cfi=(169)
cfn=(1458)
calls=1 159 
* 20
* 3
cfn=(1482)
calls=1 +7 
* 55
* 5
cfi=(169)
cfn=(1490)
calls=1 174 
* 16
* 2
+3 1
+1 3

fn=(1546)
878 4
+1 5
cfi=(173)
cfn=(1548)
calls=1 1072 
* 11
* 3

fn=(1692)
133 7
cfi=(169)
cfn=(1694)
calls=1 +41 
* 16
* 3

fn=(1094)
526 7
cfn=(1096)
calls=1 312 
* 51
* 3

fn=(1104)
99 3
+1 6
+1 3

fn=(1168)
499 168
+5 144
cfi=(177)
cfn=(1170) int* std::__relocate_a<int*, int*, std::allocator<int> >(int*, int*, int*, std::allocator<int>&)
calls=24 1127 
* 3397
+5 48

fn=(1336)
375 35
+3 49
cfi=(174)
cfn=(1338) std::allocator_traits<std::allocator<Rect> >::allocate(std::allocator<Rect>&, unsigned long)
calls=7 +85 
* 679
* 7
+1 14

fn=(1666)
728 4
+3 3
cfn=(1346)
calls=1 298 
* 6
* 1
-1 7
cfi=(174)
cfn=(1668) void std::_Destroy<Rect*, Rect>(Rect*, Rect*, std::allocator<Rect>&)
calls=1 847 
* 34
+3 3
cfn=(1674)
calls=1 364 
* 192
* 3

fn=(1146)
375 60
+3 84
cfi=(174)
cfn=(1148) std::allocator_traits<std::allocator<int> >::allocate(std::allocator<int>&, unsigned long)
calls=12 +85 
* 3360
* 12
+1 24

fn=(1288)
312 7
cfn=(1290)
calls=1 137 
* 41
* 3

fn=(1328)
987 84
+1 252

fn=(1658)
383 6
+3 2
+1 6
cfi=(174)
cfn=(1660) std::allocator_traits<std::allocator<double> >::deallocate(std::allocator<double>&, double*, unsigned long)
calls=1 495 
* 124
+1 3

fl=(170)
fn=(1194) std::__new_allocator<int>::deallocate(int*, unsigned long)
142 72
+16 72
cob=(7) /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
cfi=(152) ???
cfn=(1200) operator delete(void*, unsigned long)
calls=12 0 
* 2708
cob=(1)
cfi=(141)
cfn=(520)
calls=1 -82 
* 676
* 16
+1 24

fn=(1294)
80 6

fn=(1370) void std::__new_allocator<Rect>::destroy<Rect>(Rect*)
179 252
+2 189

fn=(1324) std::__new_allocator<Rect>::max_size() const
167 56
+1 42
cfn=(1326) std::__new_allocator<Rect>::_M_max_size() const
calls=14 +42 
* 84
* 28

fn=(1344) void std::__new_allocator<Rect>::construct<Rect, Rect>(Rect*, Rect&&)
173 791
+2 452
cfi=(176)
cfn=(1164)
calls=113 * 
* 791
* 452
cfi=(171)
cfn=(1306)
calls=113 -98 
* 678
* 904

fn=(1450)
80 6

fn=(1102)
80 6

fn=(1132) std::__new_allocator<int>::_M_max_size() const
210 108
+3 36
+4 72

fn=(1162) void std::__new_allocator<int>::construct<int, int>(int*, int&&)
173 14000
+2 8000
cfi=(176)
cfn=(1164)
calls=2000 * 
* 14000
* 8000
cfi=(171)
cfn=(1112)
calls=2000 -98 
* 12000
* 12000

fn=(1696)
90 6

fn=(1374) std::__new_allocator<Rect>::deallocate(Rect*, unsigned long)
142 42
+16 49
cob=(7)
cfi=(152)
cfn=(1200)
calls=7 0 
* 658
* 7
+1 14

fn=(1488) std::__new_allocator<double>::_M_max_size() const
210 6
+3 2
+4 4

fn=(1340) std::__new_allocator<Rect>::allocate(unsigned long, void const*)
112 42
+8 21
cfn=(1326)
calls=7 +90 
* 42
* 49
+17 28
cob=(7)
cfi=(152)
cfn=(1158) operator new(unsigned long)
calls=7 0 
* 378
* 7
* 7
+1 14

fn=(1492)
90 18

fn=(1498) std::__new_allocator<double>::allocate(unsigned long, void const*)
112 6
+8 3
cfn=(1488)
calls=1 +90 
* 6
* 7
+17 4
cob=(7)
cfi=(152)
cfn=(1158)
calls=1 0 
* 54
* 1
* 1
+1 2

fn=(1662) std::__new_allocator<double>::deallocate(double*, unsigned long)
142 6
+16 6
cob=(7)
cfi=(152)
cfn=(1200)
calls=1 0 
* 94
* 1
+1 2

fn=(1150) std::__new_allocator<int>::allocate(unsigned long, void const*)
112 72
+8 36
cfn=(1132)
calls=12 +90 
* 72
* 84
+17 48
cob=(7)
cfi=(152)
cfn=(1158)
calls=12 0 
* 2098
cob=(1)
cfi=(141)
cfn=(520)
calls=1 -61 
* 742
* 16
* 12
+1 24

fn=(1130) std::__new_allocator<int>::max_size() const
167 96
+1 72
cfn=(1132)
calls=24 +42 
* 144
* 48

fn=(1326)
210 63
+3 21
+4 42

fn=(1460)
83 14

fn=(1680)
90 6

fn=(1486) std::__new_allocator<double>::max_size() const
167 4
+1 3
cfn=(1488)
calls=1 +42 
* 6
* 2

fl=(173)
fn=(1142)
1330 3708
+3 1854
cfn=(1144)
calls=618 1158 
* 3708
* 2472
cfn=(1144)
calls=618 1158 
* 3708
* 4944

fn=(1534) __gnu_cxx::__normal_iterator<double const*, std::vector<double, std::allocator<double> > >::base() const
1158 18
+1 18

fn=(1116)
1072 19348
+1 33859

fn=(1234) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::operator+(long) const
1143 3040
+1 6688
cfn=(1116)
calls=608 -72 
* 6688
* 1824

fn=(1310)
1072 564
+1 987

fn=(1410) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::operator--()
1119 675
+2 1125
+1 225
+1 450

fn=(1180)
1153 11005
+1 26412
cfn=(1116)
calls=2201 -82 
* 24211
* 6603

fn=(1264) int* std::__niter_base<int*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
1353 16
+2 12
cfn=(1144)
calls=4 1158 
* 24
* 12

fn=(1418) bool __gnu_cxx::operator==<Rect*, std::vector<Rect, std::allocator<Rect> > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&)
1221 6
+3 3
cfn=(1334)
calls=1 -66 
* 6
* 4
cfn=(1334)
calls=1 -66 
* 6
* 6

fn=(1548)
1072 8
+1 14

fn=(1246)
1105 43164
+2 71940
+1 14388
+1 28776

fn=(1332)
1330 132
+3 66
cfn=(1334)
calls=22 1158 
* 132
* 88
cfn=(1334)
calls=22 1158 
* 132
* 176

fn=(1334)
1158 648
+1 648

fn=(1360)
1153 275
+1 660
cfn=(1310)
calls=55 -82 
* 605
* 165

fn=(1554) __gnu_cxx::__normal_iterator<int const*, std::vector<int, std::allocator<int> > >::base() const
1158 12006
+1 12006

fn=(1558)
1105 6000
+2 10000
+1 2000
+1 4000

fn=(1144)
1158 50190
+1 50190

fn=(1226)
1237 24018
+3 12009
cfn=(1144)
calls=4003 -82 
* 24018
* 16012
cfn=(1144)
calls=4003 -82 
* 24018
* 24018

fn=(1408) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::operator++()
1105 342
+2 570
+1 114
+1 228

fn=(1182)
1095 210579
+1 280772

fn=(1392) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >::operator+(long) const
1143 95
+1 209
cfn=(1310)
calls=19 -72 
* 209
* 57

fn=(1552)
1237 12006
+3 6003
cfn=(1554)
calls=2001 -82 
* 12006
* 8004
cfn=(1554)
calls=2001 -82 
* 12006
* 12006

fn=(1256) bool __gnu_cxx::operator==<int*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&)
1221 6
+3 3
cfn=(1144)
calls=1 -66 
* 6
* 4
cfn=(1144)
calls=1 -66 
* 6
* 6

fn=(1386) bool __gnu_cxx::operator!=<Rect*, std::vector<Rect, std::allocator<Rect> > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&)
1237 312
+3 156
cfn=(1334)
calls=52 -82 
* 312
* 208
cfn=(1334)
calls=52 -82 
* 312
* 312

fn=(1426) Rect* std::__niter_base<Rect*, std::vector<Rect, std::allocator<Rect> > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
1353 32
+2 24
cfn=(1334)
calls=8 1158 
* 48
* 24

fn=(1532)
1237 18
+3 9
cfn=(1534)
calls=3 -82 
* 18
* 12
cfn=(1534)
calls=3 -82 
* 18
* 18

fn=(1536)
1095 6
+1 8

fn=(1538)
1105 6
+2 10
+1 2
+1 4

fn=(1556)
1095 6000
+1 8000

fn=(1248) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >::operator--()
1119 44271
+2 73785
+1 14757
+1 29514

fn=(1250) bool __gnu_cxx::operator< <int*, std::vector<int, std::allocator<int> > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > const&)
1254 22374
+3 11187
cfn=(1144)
calls=3729 -99 
* 22374
* 14916
cfn=(1144)
calls=3729 -99 
* 22374
* 22374

fn=(1362)
1095 2733
+1 3644

fn=(1412) bool __gnu_cxx::operator< <Rect*, std::vector<Rect, std::allocator<Rect> > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > const&)
1254 132
+3 66
cfn=(1334)
calls=22 -99 
* 132
* 88
cfn=(1334)
calls=22 -99 
* 132
* 132

fn=(1528)
1072 8
+1 14

fl=(177)
fn=(1504) double* std::__uninitialized_copy<true>::__uninit_copy<double const*, double*>(double const*, double const*, double*)
145 6
+2 6
cfi=(175)
cfn=(1506) double* std::copy<double const*, double*>(double const*, double const*, double*)
calls=1 611 
* 157
* 2

fn=(1502) double* std::uninitialized_copy<double const*, double*>(double const*, double const*, double*)
163 6
+11 1
+7 1
+4 6
cfn=(1504)
calls=1 -40 
* 171
+1 2

fn=(1366) void std::__relocate_object_a<Rect, Rect, std::allocator<Rect> >(Rect*, Rect*, std::allocator<Rect>&)
1056 378
+8 189
cfi=(171)
cfn=(1302)
calls=63 104 
* 378
* 378
cfi=(174)
cfn=(1342)
calls=63 511 
* 3780
+1 189
cfi=(171)
cfn=(1364)
calls=63 49 
* 378
* 315
cfi=(174)
cfn=(1368) void std::allocator_traits<std::allocator<Rect> >::destroy<Rect>(std::allocator<Rect>&, Rect*)
calls=63 531 
* 1260
+1 189

fn=(1174) std::enable_if<std::__is_bitwise_relocatable<int, void>::value, int*>::type std::__relocate_a_1<int, int>(int*, int*, int*, std::allocator<int>&)
1100 168
+4 96
+1 48
+12 77
cob=(3)
cfi=(179) ./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S
cfn=(1190) __memcpy_avx_unaligned_erms
calls=11 264 
* 938
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 735
* 15
+2 96
+1 48

fn=(1350)
1127 126
+6 42
cfi=(175)
cfn=(1352) Rect* std::__niter_base<Rect*>(Rect*)
calls=14 313 
* 84
* 56
cfi=(175)
cfn=(1352)
calls=14 313 
* 84
* 56
cfi=(175)
cfn=(1352)
calls=14 313 
* 84
* 84
cfn=(1354) Rect* std::__relocate_a_1<Rect*, Rect*, std::allocator<Rect> >(Rect*, Rect*, Rect*, std::allocator<Rect>&)
calls=14 -55 
* 9576
+3 70

fn=(1354)
1078 112
+12 28
+1 14
+1 189
cfi=(171)
cfn=(1364)
calls=63 49 
* 378
* 252
cfi=(171)
cfn=(1364)
calls=63 49 
* 378
* 378
cfn=(1366)
calls=63 -36 
* 7434
-1 357
+3 14
+1 42

fn=(1500)
365 7
+7 6
cfn=(1502)
calls=1 163 
* 187
+1 2

fn=(1170)
1127 216
+6 72
cfi=(175)
cfn=(1172) int* std::__niter_base<int*>(int*)
calls=24 313 
* 144
* 96
cfi=(175)
cfn=(1172)
calls=24 313 
* 144
* 96
cfi=(175)
cfn=(1172)
calls=24 313 
* 144
* 144
cfn=(1174)
calls=24 -33 
* 2221
+3 120

fl=(181) /nonexistent/usr/include/c++/12/bits/predefined_ops.h
fn=(1396) bool __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>::operator()<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
157 1184
+1 592
cfi=(173)
cfn=(1362)
calls=148 1095 
* 1036
* 592
cfi=(173)
cfn=(1362)
calls=148 1095 
* 1036
* 592
cfi=(167)
cfn=(1398)
calls=148 39 
* 6364
* 740

fn=(1440) __gnu_cxx::__ops::_Val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>::_Val_comp_iter(__gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>&&)
231 235
+1 141
cfi=(171)
cfn=(1380)
calls=47 104 
* 282
+1 141

fn=(1444) bool __gnu_cxx::__ops::_Val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>::operator()<Rect, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(Rect&, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
239 1204
+1 688
cfi=(173)
cfn=(1362)
calls=172 1095 
* 1204
* 860
cfi=(167)
cfn=(1398)
calls=172 39 
* 7396
* 516

fn=(1278) bool __gnu_cxx::__ops::_Val_less_iter::operator()<int, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(int&, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >) const
97 48965
+1 34975
cfi=(173)
cfn=(1182)
calls=6995 1095 
* 48965
* 41970

fn=(1222) __gnu_cxx::__ops::__iter_less_iter()
51 5

fn=(1378) __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> __gnu_cxx::__ops::__iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>(main::{lambda(Rect const&, Rect const&)#1})
164 3
+1 3
cfi=(171)
cfn=(1380)
calls=1 -61 
* 6
* 3
cfn=(1382) __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>::_Iter_comp_iter(main::{lambda(Rect const&, Rect const&)#1})
calls=1 -15 
* 16
* 3

fn=(1238) bool __gnu_cxx::__ops::_Iter_less_iter::operator()<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >) const
44 132118
+1 56622
cfi=(173)
cfn=(1182)
calls=18874 1095 
* 132118
* 75496
cfi=(173)
cfn=(1182)
calls=18874 1095 
* 132118
* 113244

fn=(1382)
150 4
+1 3
cfi=(171)
cfn=(1380)
calls=1 -47 
* 6
+1 3

fn=(1274) __gnu_cxx::__ops::__val_comp_iter(__gnu_cxx::__ops::_Iter_less_iter)
109 9990

fn=(1436) __gnu_cxx::__ops::_Val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> __gnu_cxx::__ops::__val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>(__gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
252 141
+1 141
cfi=(171)
cfn=(1438)
calls=47 104 
* 282
* 235
cfn=(1440)
calls=47 -22 
* 799
* 141

fl=(180)
fn=(1388) void std::__introsort_loop<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
1908 6
+4 1
+2 4
+5 2
+2 10
cfn=(1390) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
calls=2 -38 
* 11269
* 2
+1 12
cfn=(1389) void std::__introsort_loop<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, long, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)'2
calls=2 -14 
* 6409
+1 4
-11 10
cfi=(173)
cfn=(1332)
calls=2 1330 
* 66
* 5
cfi=(173)
cfn=(1332)
calls=1 1330 
* 33
* 12
+13 2

fn=(1389)
1908 24
+4 4
+2 4
+5 2
+2 10
cfn=(1390)
calls=2 -38 
* 6087
* 2
+1 12
cfn=(1389)
calls=2 -14 
* 102
+1 4
-11 10
cfi=(173)
cfn=(1332)
calls=2 1330 
* 66
* 20
cfi=(173)
cfn=(1332)
calls=4 1330 
* 132
* 24
+13 8

fn=(1236) void std::__move_median_to_first<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
82 1407
+3 1206
cfi=(181)
cfn=(1238)
calls=201 -41 
* 6834
* 402
+2 540
cfi=(181)
cfn=(1238)
calls=90 -43 
* 3060
* 180
+1 220
cfi=(175)
cfn=(1240) void std::iter_swap<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
calls=44 +64 
* 3388
+12 44
-11 276
cfi=(181)
cfn=(1238)
calls=46 -45 
* 1564
* 92
+1 155
cfi=(175)
cfn=(1240)
calls=31 +62 
* 2387
+10 31
-8 75
cfi=(175)
cfn=(1240)
calls=15 +60 
* 1155
+8 15
-6 666
cfi=(181)
cfn=(1238)
calls=111 -50 
* 3774
* 222
+1 260
cfi=(175)
cfn=(1240)
calls=52 +57 
* 4004
+5 52
-4 354
cfi=(181)
cfn=(1238)
calls=59 -52 
* 2006
* 118
+1 155
cfi=(175)
cfn=(1240)
calls=31 +55 
* 2387
+3 31
-1 140
cfi=(175)
cfn=(1240)
calls=28 +53 
* 2156
+1 603

fn=(1442) void std::__unguarded_linear_insert<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Val_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
1782 235
+4 141
cfi=(173)
cfn=(1362)
calls=47 1095 
* 329
* 94
cfi=(171)
cfn=(1302)
calls=47 104 
* 282
* 188
+1 94
+1 141
cfi=(173)
cfn=(1410)
calls=47 1119 
* 517
+1 47
+2 375
cfi=(173)
cfn=(1362)
calls=125 1095 
* 875
* 250
cfi=(171)
cfn=(1302)
calls=125 104 
* 750
* 500
cfi=(173)
cfn=(1362)
calls=125 1095 
* 875
* 625
+1 250
+1 375
cfi=(173)
cfn=(1410)
calls=125 1119 
* 1375
-4 1032
cfi=(181)
cfn=(1444)
calls=172 239 
* 11868
* 344
+6 141
cfi=(171)
cfn=(1302)
calls=47 104 
* 282
* 188
cfi=(173)
cfn=(1362)
calls=47 1095 
* 329
* 235
+1 188

fn=(1220)
4810 5
+10 1
cfi=(181)
cfn=(1222)
calls=1 51 
* 5
* 5
cfn=(1224) void std::__sort<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
calls=1 1932 
* 2289887
+1 3

fn=(1252) void std::__final_insertion_sort<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
1844 5
+3 5
cfi=(173)
cfn=(1142)
calls=1 1330 
* 33
* 4
+2 4
cfi=(173)
cfn=(1234)
calls=1 1143 
* 30
* 5
cfn=(1254) void std::__insertion_sort<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
calls=1 -47 
* 8768
+1 4
cfi=(173)
cfn=(1234)
calls=1 1143 
* 30
* 5
cfn=(1280) void std::__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
calls=1 -24 
* 708865
+5 4

fn=(1276) void std::__unguarded_linear_insert<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Val_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Val_less_iter)
1782 9990
+4 5994
cfi=(173)
cfn=(1182)
calls=1998 1095 
* 13986
* 3996
cfi=(171)
cfn=(1108)
calls=1998 104 
* 11988
* 3996
+1 3996
+1 5994
cfi=(173)
cfn=(1248)
calls=1998 1119 
* 21978
+1 1998
+2 14991
cfi=(173)
cfn=(1182)
calls=4997 1095 
* 34979
* 9994
cfi=(171)
cfn=(1108)
calls=4997 104 
* 29982
* 19988
cfi=(173)
cfn=(1182)
calls=4997 1095 
* 34979
* 4997
+1 9994
+1 14991
cfi=(173)
cfn=(1248)
calls=4997 1119 
* 54967
-4 41970
cfi=(181)
cfn=(1278)
calls=6995 97 
* 174875
* 13990
+6 5994
cfi=(171)
cfn=(1108)
calls=1998 104 
* 11988
* 7992
cfi=(173)
cfn=(1182)
calls=1998 1095 
* 13986
* 1998
+1 7992

fn=(1384) void std::__sort<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
1932 5
+3 5
cfi=(173)
cfn=(1386)
calls=1 1237 
* 31
* 2
+3 5
cfi=(173)
cfn=(1332)
calls=1 1330 
* 33
* 2
cfi=(175)
cfn=(1228) std::__lg(long)
calls=1 1514 
* 12
-1 6
cfn=(1388)
calls=1 -29 
* 17847
+3 5
cfn=(1414) void std::__final_insertion_sort<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
calls=1 -96 
* 29752
+2 3

fn=(1406) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::__unguarded_partition<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
1861 24
+6 4
+1 141
cfi=(173)
cfn=(1408)
calls=47 1105 
* 517
-1 414
cfi=(181)
cfn=(1396)
calls=69 157 
* 5658
* 138
+2 66
cfi=(173)
cfn=(1410)
calls=22 1119 
* 242
+1 22
+1 93
cfi=(173)
cfn=(1410)
calls=31 1119 
* 341
-1 318
cfi=(181)
cfn=(1396)
calls=53 157 
* 4346
* 106
+2 110
cfi=(173)
cfn=(1412)
calls=22 1254 
* 682
* 66
+1 8
+1 90
cfi=(175)
cfn=(1402) void std::iter_swap<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
calls=18 152 
* 1494
+1 54
cfi=(173)
cfn=(1408)
calls=18 1105 
* 198
-8 18
+10 8

fn=(1416) void std::__insertion_sort<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
1802 6
+3 5
cfi=(173)
cfn=(1418)
calls=1 1221 
* 31
* 2
+2 4
cfi=(173)
cfn=(1392)
calls=1 1143 
* 30
* 2
+2 90
cfi=(181)
cfn=(1396)
calls=15 157 
* 1230
* 30
+3 6
cfi=(173)
cfn=(1362)
calls=2 1095 
* 14
* 4
cfi=(171)
cfn=(1302)
calls=2 104 
* 12
* 8
+1 8
cfi=(173)
cfn=(1392)
calls=2 1143 
* 60
* 12
cfi=(175)
cfn=(1420) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::move_backward<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
calls=2 883 
* 525
+1 6
cfi=(171)
cfn=(1302)
calls=2 104 
* 12
* 8
cfi=(173)
cfn=(1362)
calls=2 1095 
* 14
* 12
+3 13
cfi=(181)
cfn=(1436)
calls=13 252 
* 481
* 39
cfn=(1442)
calls=13 -35 
* 6141
-10 45
cfi=(173)
cfn=(1408)
calls=15 1105 
* 165
* 80
cfi=(173)
cfn=(1386)
calls=16 1237 
* 496
* 33
+13 3

fn=(1390)
1883 24
+3 20
cfi=(173)
cfn=(1332)
calls=4 1330 
* 132
* 36
cfi=(173)
cfn=(1392)
calls=4 1143 
* 120
* 4
+1 16
cfi=(173)
cfn=(1360)
calls=4 1153 
* 124
* 20
cfi=(173)
cfn=(1392)
calls=4 1143 
* 120
* 24
cfn=(1394) void std::__move_median_to_first<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
calls=4 82 
* 1386
+2 16
cfi=(173)
cfn=(1392)
calls=4 1143 
* 120
* 24
cfn=(1406)
calls=4 -28 
* 15158
+1 12

fn=(1414)
1844 5
+3 5
cfi=(173)
cfn=(1332)
calls=1 1330 
* 33
* 4
+2 4
cfi=(173)
cfn=(1392)
calls=1 1143 
* 30
* 5
cfn=(1416)
calls=1 -47 
* 9627
+1 4
cfi=(173)
cfn=(1392)
calls=1 1143 
* 30
* 5
cfn=(1446) void std::__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}> >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__ops::_Iter_comp_iter<main::{lambda(Rect const&, Rect const&)#1}>)
calls=1 -24 
* 19996
+5 4

fn=(1232) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
1883 1206
+3 1005
cfi=(173)
cfn=(1142)
calls=201 1330 
* 6633
* 1809
cfi=(173)
cfn=(1234)
calls=201 1143 
* 6030
* 201
+1 804
cfi=(173)
cfn=(1180)
calls=201 1153 
* 6231
* 1005
cfi=(173)
cfn=(1234)
calls=201 1143 
* 6030
* 1206
cfn=(1236)
calls=201 82 
* 39959
+2 804
cfi=(173)
cfn=(1234)
calls=201 1143 
* 6030
* 1206
cfn=(1244) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::__unguarded_partition<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__ops::_Iter_less_iter)
calls=201 -28 
* 1469093
+1 603

fn=(1254)
1802 6
+3 5
cfi=(173)
cfn=(1256)
calls=1 1221 
* 31
* 2
+2 4
cfi=(173)
cfn=(1234)
calls=1 1143 
* 30
* 2
+2 90
cfi=(181)
cfn=(1238)
calls=15 44 
* 510
* 30
+3 3
cfi=(173)
cfn=(1182)
calls=1 1095 
* 7
* 2
cfi=(171)
cfn=(1108)
calls=1 104 
* 6
* 2
+1 4
cfi=(173)
cfn=(1234)
calls=1 1143 
* 30
* 6
cfi=(175)
cfn=(1258) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::move_backward<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
calls=1 883 
* 256
+1 3
cfi=(171)
cfn=(1108)
calls=1 104 
* 6
* 4
cfi=(173)
cfn=(1182)
calls=1 1095 
* 7
* 2
+4 14
cfi=(181)
cfn=(1274)
calls=14 109 
* 70
-1 42
cfn=(1276)
calls=14 -35 
* 6772
-10 45
cfi=(173)
cfn=(1246)
calls=15 1105 
* 165
* 80
cfi=(173)
cfn=(1226)
calls=16 1237 
* 496
* 33
+13 3

fn=(1230) void std::__introsort_loop<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, long, __gnu_cxx::__ops::_Iter_less_iter)
1908 6
+4 1
+2 12
+5 6
+2 30
cfn=(1232)
calls=6 -38 
* 430394
* 6
+1 36
cfn=(1231) void std::__introsort_loop<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, long, __gnu_cxx::__ops::_Iter_less_iter>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, long, __gnu_cxx::__ops::_Iter_less_iter)'2
calls=6 -14 
* 1141217
+1 12
-11 30
cfi=(173)
cfn=(1142)
calls=6 1330 
* 198
* 5
cfi=(173)
cfn=(1142)
calls=1 1330 
* 33
* 28
+13 2

fn=(1231)
1908 1206
+4 201
+2 390
+5 195
+2 975
cfn=(1232)
calls=195 -38 
* 1119461
* 195
+1 1170
cfn=(1231)
calls=195 -14 
* 1492385
+1 390
-11 975
cfi=(173)
cfn=(1142)
calls=195 1330 
* 6435
* 1005
cfi=(173)
cfn=(1142)
calls=201 1330 
* 6633
* 1584
+13 402

fn=(1376)
4841 5
+12 1
cfi=(181)
cfn=(1378)
calls=1 164 
* 34
* 5
cfn=(1384)
calls=1 1932 
* 47708
+1 3

fn=(1394)
82 28
+3 24
cfi=(181)
cfn=(1396)
calls=4 +72 
* 328
* 8
+2 18
cfi=(181)
cfn=(1396)
calls=3 +70 
* 246
* 6
+2 18
cfi=(181)
cfn=(1396)
calls=3 +68 
* 246
* 6
+1 10
cfi=(175)
cfn=(1402)
calls=2 +62 
* 166
+10 2
-8 5
cfi=(175)
cfn=(1402)
calls=1 +60 
* 83
+8 1
-6 6
cfi=(181)
cfn=(1396)
calls=1 +63 
* 82
* 2
+1 5
cfi=(175)
cfn=(1402)
calls=1 +57 
* 83
+5 13

fn=(1446)
1826 5
+3 3
+1 34
cfi=(181)
cfn=(1436)
calls=34 252 
* 1258
* 102
cfn=(1442)
calls=34 -48 
* 16784
-1 102
cfi=(173)
cfn=(1408)
calls=34 1105 
* 374
* 175
cfi=(173)
cfn=(1386)
calls=35 1237 
* 1085
* 70
+3 4

fn=(1224)
1932 5
+3 5
cfi=(173)
cfn=(1226)
calls=1 1237 
* 31
* 2
+3 5
cfi=(173)
cfn=(1142)
calls=1 1330 
* 33
* 2
cfi=(175)
cfn=(1228)
calls=1 1514 
* 12
-1 6
cfn=(1230)
calls=1 -29 
* 1572016
+3 5
cfn=(1252)
calls=1 -96 
* 717762
+2 3

fn=(1244)
1861 1206
+6 201
+1 20583
cfi=(173)
cfn=(1246)
calls=6861 1105 
* 75471
-1 63540
cfi=(181)
cfn=(1238)
calls=10590 44 
* 360060
* 21180
+2 11187
cfi=(173)
cfn=(1248)
calls=3729 1119 
* 41019
+1 3729
+1 12099
cfi=(173)
cfn=(1248)
calls=4033 1119 
* 44363
-1 46572
cfi=(181)
cfn=(1238)
calls=7762 44 
* 263908
* 15524
+2 18645
cfi=(173)
cfn=(1250)
calls=3729 1254 
* 115599
* 11187
+1 402
+1 17640
cfi=(175)
cfn=(1240)
calls=3528 152 
* 271656
+1 10584
cfi=(173)
cfn=(1246)
calls=3528 1105 
* 38808
-8 3528
+10 402

fn=(1280)
1826 5
+3 3
+2 1984
cfi=(181)
cfn=(1274)
calls=1984 109 
* 9920
-1 5952
cfn=(1276)
calls=1984 -48 
* 587791
-1 5952
cfi=(173)
cfn=(1246)
calls=1984 1105 
* 21824
* 9925
cfi=(173)
cfn=(1226)
calls=1985 1237 
* 61535
* 3970
+3 4

fl=(186) /nonexistent/usr/include/c++/12/bits/stl_iterator_base_types.h
fn=(1474) std::iterator_traits<double const*>::iterator_category std::__iterator_category<double const*>(double const* const&)
238 3
+1 3

fl=(174)
fn=(1322)
547 56
+3 42
cfi=(170)
cfn=(1324)
calls=14 167 
* 210
+4 28

fn=(1338)
463 35
+1 42
cfi=(170)
cfn=(1340)
calls=7 112 
* 588
* 14

fn=(1668)
847 6
+3 5
cfi=(215)
cfn=(1670)
calls=1 182 
* 20
+1 3

fn=(1148)
463 60
+1 72
cfi=(170)
cfn=(1150)
calls=12 112 
* 3204
* 24

fn=(1650)
847 6
+3 5
cfi=(215)
cfn=(1652)
calls=1 182 
* 20
+1 3

fn=(1660)
495 6
+1 6
cfi=(170)
cfn=(1662)
calls=1 142 
* 109
* 3

fn=(1342)
511 678
+5 339
cfi=(171)
cfn=(1306)
calls=113 77 
* 678
* 678
cfi=(170)
cfn=(1344)
calls=113 173 
* 4068
+4 339

fn=(1128)
547 96
+3 72
cfi=(170)
cfn=(1130)
calls=24 167 
* 360
+4 48

fn=(1160)
511 12000
+5 6000
cfi=(171)
cfn=(1112)
calls=2000 77 
* 12000
* 12000
cfi=(170)
cfn=(1162)
calls=2000 173 
* 68000
+4 6000

fn=(1496)
463 5
+1 6
cfi=(170)
cfn=(1498)
calls=1 112 
* 84
* 2

fn=(1684)
847 6
+3 5
cfi=(215)
cfn=(1686)
calls=1 182 
* 20
+1 3

fn=(1484)
547 4
+3 3
cfi=(170)
cfn=(1486)
calls=1 167 
* 15
+4 2

fn=(1192)
495 72
+1 72
cfi=(170)
cfn=(1194)
calls=12 142 
* 3568
* 36

fn=(1368)
531 315
+4 315
cfi=(170)
cfn=(1370)
calls=63 179 
* 441
+4 189

fn=(1372)
495 42
+1 42
cfi=(170)
cfn=(1374)
calls=7 142 
* 770
* 21

fl=(185)
fn=(1476) std::iterator_traits<double const*>::difference_type std::__distance<double const*>(double const*, double const*, std::random_access_iterator_tag)
99 4
+6 3
+1 2

fn=(1472)
147 5
+4 3
cfi=(186)
cfn=(1474)
calls=1 +87 
* 6
-1 5
cfn=(1476)
calls=1 -51 
* 9
+2 2

fl=(175)
fn=(1428) Rect* std::__copy_move_backward_a1<true, Rect*, Rect*>(Rect*, Rect*, Rect*)
768 12
+1 12
cfn=(1430) Rect* std::__copy_move_backward_a2<true, Rect*, Rect*>(Rect*, Rect*, Rect*)
calls=2 -19 
* 135
* 4

fn=(1520) double* std::__copy_move<false, true, std::random_access_iterator_tag>::__copy_m<double>(double const*, double const*, double*)
420 6
+9 4
+1 2
+1 7
cob=(3)
cfi=(179)
cfn=(1190)
calls=1 264 
* 10
* 1
+1 4
+1 2

fn=(1172)
313 216
+2 216

fn=(1258)
883 7
+9 3
cfi=(182)
cfn=(1260)
calls=1 562 
* 6
* 4
cfi=(182)
cfn=(1260)
calls=1 562 
* 6
* 6
cfn=(1262) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > >(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >)
calls=1 -96 
* 221
+3 3

fn=(1424) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > >(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >)
796 16
+2 6
cfi=(173)
cfn=(1426)
calls=2 1353 
* 32
* 8
cfi=(173)
cfn=(1426)
calls=2 1353 
* 32
* 8
cfi=(173)
cfn=(1426)
calls=2 1353 
* 32
* 8
cfn=(1428)
calls=2 -30 
* 163
* 10
cfn=(1434) __gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > > std::__niter_wrap<__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, Rect*>(__gnu_cxx::__normal_iterator<Rect*, std::vector<Rect, std::allocator<Rect> > >, Rect*)
calls=2 328 
* 130
+4 10

fn=(1522) double* std::__niter_wrap<double*>(double* const&, double*)
335 4
+1 3

fn=(1138)
254 76
+5 114
+1 4
+1 17
+1 38

fn=(1228)
1514 24

fn=(1270) int* std::__copy_move_backward<true, true, std::random_access_iterator_tag>::__copy_move_b<int>(int const*, int const*, int*)
731 6
+9 4
+1 2
+1 12
cob=(3)
cfi=(179)
cfn=(1190)
calls=1 264 
* 14
* 1
+1 6
+1 2

fn=(1272) __gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > > std::__niter_wrap<__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, int*>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, int*)
328 5
+1 3
cfi=(173)
cfn=(1264)
calls=1 1353 
* 16
* 9
cfi=(173)
cfn=(1234)
calls=1 1143 
* 30
* 2

fn=(1516) double* std::__copy_move_a1<false, double const*, double*>(double const*, double const*, double*)
521 6
+1 6
cfn=(1518) double* std::__copy_move_a2<false, double const*, double*>(double const*, double const*, double*)
calls=1 -36 
* 50
* 2

fn=(1134)
230 156
+5 234
+2 39
+1 78

fn=(1262)
796 8
+2 3
cfi=(173)
cfn=(1264)
calls=1 1353 
* 16
* 4
cfi=(173)
cfn=(1264)
calls=1 1353 
* 16
* 4
cfi=(173)
cfn=(1264)
calls=1 1353 
* 16
* 4
cfn=(1266) int* std::__copy_move_backward_a1<true, int*, int*>(int*, int*, int*)
calls=1 -30 
* 75
* 5
cfn=(1272)
calls=1 328 
* 65
+4 5

fn=(1266)
768 6
+1 6
cfn=(1268) int* std::__copy_move_backward_a2<true, int*, int*>(int*, int*, int*)
calls=1 -19 
* 61
* 2

fn=(1430)
750 12
+10 12
cfn=(1432) Rect* std::__copy_move_backward<true, true, std::random_access_iterator_tag>::__copy_move_b<Rect>(Rect const*, Rect const*, Rect*)
calls=2 -29 
* 107
+3 4

fn=(1510) double* std::__copy_move_a<false, double const*, double*>(double const*, double const*, double*)
527 8
+2 3
cfn=(1512) double* std::__niter_base<double*>(double*)
calls=1 313 
* 6
* 4
cfn=(1514) double const* std::__niter_base<double const*>(double const*)
calls=1 313 
* 6
* 4
cfn=(1514)
calls=1 313 
* 6
* 4
cfn=(1516)
calls=1 -8 
* 64
* 5
cfn=(1522)
calls=1 335 
* 7

ob=(7)
fl=(152)
fn=(884) 0x00000000000a5760
0 3
cfn=(890) std::future_category()
calls=1 0 
0 3
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 699
0 5
0 4

fn=(890)
0 3

fn=(894) 0x00000000000a5780
0 9
cob=(3)
cfi=(154) ./malloc/./malloc/malloc.c
cfn=(900) malloc
calls=1 3281 
0 1733
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 797
0 5
0 8

fn=(1158)
0 160
cob=(3)
cfi=(154)
cfn=(900)
calls=20 3281 
0 2270
0 20
0 80

fn=(1770) 0x000000000017d440
0 2

fn=(1200)
0 40
cfn=(1206) operator delete(void*)
calls=20 0 
0 2787
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 609
0 24

fn=(1206)
0 40
cob=(3)
cfi=(154)
cfn=(1212) free
calls=20 3350 
0 1946
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 777
0 24

fn=(1786) std::error_category::~error_category()
0 4

fn=(956) 0x00000000000a58e0
0 44

fn=(1766) 0x000000000017d460
0 2

fn=(1776) 0x00000000000d41a0
0 2

fn=(1788) 0x00000000000a6e30
0 4
cfn=(1786)
calls=1 0 
0 2
0 1

fn=(1792) 0x00000000000a5d90
0 5

fn=(858) 0x00000000000a56d0
0 9
cfn=(866) std::error_category::error_category()
calls=1 0 
0 5
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 703
0 5
0 7
cob=(3)
cfi=(153) ./stdlib/./stdlib/cxa_atexit.c
cfn=(874) __cxa_atexit
calls=1 70 
0 70
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 841
0 5
0 3
cfn=(866)
calls=1 0 
0 5
0 1
0 9
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(964) 0x00000000000a5aa0
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(1002) 0x00000000000a5bc0
0 50

fn=(1054) 0x00000000000a5d40
0 7
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1
0 4
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(1772) 0x00000000000da5d0
0 2

fn=(852) 0x00000000000a5e40
0 12

fn=(958) 0x00000000000a5a40
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(960) 0x00000000000a5a60
0 7
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(984) 0x00000000000a5b40
0 34

fn=(1028) 0x00000000000a5c80
0 48

ob=(8)
fl=(175)
fn=(1510)
533 5

fn=(1240)
152 22374
+30 11187
cfi=(173)
cfn=(1182)
calls=3729 1095 
* 26103
* 14916
cfi=(173)
cfn=(1182)
calls=3729 1095 
* 26103
* 11187
cfi=(171)
cfn=(1242)
calls=3729 +14 
* 160347
+2 14916

fn=(1506)
611 7
+9 3
cfi=(182)
cfn=(1508)
calls=1 -58 
* 6
* 4
cfi=(182)
cfn=(1508)
calls=1 -58 
* 6
* 6
cfn=(1510)
calls=1 -93 
* 122
+1 3

fn=(1402)
152 132
+30 66
cfi=(173)
cfn=(1362)
calls=22 1095 
* 154

ob=(7)
fl=(152)
fn=(1028)
0 2

fn=(1758) 0x00000000000a5e00
0 9
cob=(2)
cfi=(52)
cfn=(1764) 0x00000000048e2140
calls=1 0 
0 1093
0 1
cfn=(1792)
calls=1 0 
0 5
0 3

fn=(1768) 0x000000000017d450
0 2

fn=(1780) 0x00000000000a6df0
0 4
cfn=(1786)
calls=1 0 
0 2
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 719
0 5

fn=(966) 0x00000000000a5ac0
0 34

ob=(8)
fl=(175)
fn=(1402)
182 88
cfi=(173)
cfn=(1362)
calls=22 1095 
* 154
* 66
cfi=(171)
cfn=(1404)
calls=22 +14 
* 1078
+2 88

fn=(1518)
486 6
+9 6
cfn=(1520)
calls=1 -75 
* 36
+1 2

fn=(1434)
328 10
+1 6
cfi=(173)
cfn=(1426)
calls=2 1353 
* 32
* 18
cfi=(173)
cfn=(1392)
calls=2 1143 
* 60
* 4

fn=(1512)
313 3
+2 3

fn=(1514)
313 6
+2 6

fn=(1268)
750 6
+10 6
cfn=(1270)
calls=1 -29 
* 47

ob=(7)
fl=(152)
fn=(866)
0 10

fn=(930) 0x00000000000a57f0
0 78

fn=(1778) 0x00000000000d1dd0
0 2

fn=(1774) 0x00000000000d41b0
0 2

ob=(8)
fl=(175)
fn=(1268)
763 2

fn=(1352)
313 126
+2 126

fn=(1420)
883 14
+9 6
cfi=(182)
cfn=(1422)
calls=2 562 
* 12
* 8
cfi=(182)
cfn=(1422)
calls=2 562 
* 12
* 12
cfn=(1424)
calls=2 -96 
* 455
+3 6

fn=(1432)
731 12
+9 8
+1 4
+1 26
cob=(3)
cfi=(179)
cfn=(1190)
calls=2 264 
* 39
* 2
+1 12
+1 4

ob=(3)
fl=(205) ./stdlib/./stdlib/cmp.c
fn=(1622) __mpn_cmp
35 4
+2 2
+1 2
+1 4
+8 10

fl=(223) ./posix/./posix/register-atfork.c
fn=(1724) __unregister_atfork
82 5
+1 5
-1 5
+1 15
fi=(224) ./posix/../malloc/dynarray-skeleton.c
243 5
fe=(223)
71 10
+38 20
+1 10

fl=(115) ./string/../sysdeps/x86_64/multiarch/ifunc-evex.h
fn=(406) rawmemchr
38 5
-1 2
+2 3
+6 2
-3 2
+9 3
+3 4
fi=(237) ./string/../sysdeps/x86_64/multiarch/rawmemchr.c
-23 1
fe=(115)

fn=(396) memchr
38 5
-1 2
+2 3
+6 2
-3 2
+9 3
+3 4
fi=(238) ./string/../sysdeps/x86_64/multiarch/memchr.c
-25 1
fe=(115)

fl=(204) ./stdlib/../sysdeps/x86_64/lshift.S
fn=(1618) __mpn_lshift
29 1
+1 1
+2 1
+1 1
+1 1
+12 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+6 1
+1 1
+1 1

fl=(209) ./nptl/./nptl/alloca_cutoff.c
fn=(1630) __libc_alloca_cutoff
28 9
+7 1

fl=(197) ./io/../sysdeps/unix/sysv/linux/fstatat64.c
fn=(1590) fstatat
154 1
-55 2
+70 3
+1 1

fl=(187)
fn=(1564)
28 19
+4 1
+1 2
-1 2
+1 1
-1 1
+1 1
-1 1
+1 1
-1 1
+1 2
cfi=(188) ./stdio-common/./stdio-common/vfprintf-internal.c
cfn=(1566) __vfprintf_internal
calls=1 684 
* 3773
+4 5

fl=(189) ./string/../sysdeps/x86_64/multiarch/strchr-avx2.S
fn=(1570) __strchrnul_avx2
55 5
+1 5
+1 5
+1 5
+1 5
+3 5
+1 5
+4 5
+1 5
+1 5
+1 5
+1 5
+1 5
+1 5
+1 5
+13 5
+2 10

fl=(191) ./libio/./libio/fileops.c
fn=(1840) new_do_write
431 1
fi=(198) ./libio/./libio/libioP.h
940 1
+2 1
fe=(191)
431 1
fi=(198)
940 1
fe=(191)
431 2
fi=(198)
940 1
fe=(191)
431 6
+12 1
-10 2
fi=(198)
942 2
+1 2
fe=(191)
448 4
cfn=(1844) _IO_file_write@@GLIBC_2.2.5
calls=1 1173 
* 43
+1 1
-1 1
+1 4
+2 1
+4 2
-3 2
-1 2
+4 3
-2 1
+4 9
-17 4
+14 3

fn=(1596) _IO_do_write@@GLIBC_2.2.5
425 5
+1 1
-3 2
+2 1
cfn=(1840)
calls=1 +6 
* 101
* 1
+1 1
-1 3
+1 1

fn=(1580) _IO_file_overflow@@GLIBC_2.2.5
731 6
+1 2
-1 2
+1 4
+7 10
+37 1
-2 4
-32 2
+12 2
+9 3
+5 3
+2 2
-5 1
+5 1
+1 1
-5 1
+1 1
+4 4
+5 2
-1 2
+12 6
-11 2
-1 2
cfn=(1596)
calls=2 425 
* 116
-31 2
cfi=(194) ./libio/./libio/genops.c
cfn=(1582) _IO_doallocbuf
calls=1 344 
* 414
+1 1
+9 1
-9 5

fn=(1854) _IO_file_sync@@GLIBC_2.2.5
792 4
+5 4
+2 1
+1 2
+11 2
+4 4

fn=(1574) _IO_file_xsputn@@GLIBC_2.2.5
1204 8
-1 16
-6 70
+13 7
+2 7
-2 21
+17 21
+1 12
+5 6
+2 6
+2 18
-2 6
cfi=(179)
cfn=(1606) __mempcpy_avx_unaligned_erms
calls=6 251 
* 100
* 6
+1 6
+1 6
-2 6
+4 12
+27 12
+1 57
-68 1
+44 1
fi=(198)
940 3
+2 2
+1 2
fe=(191)
1243 3
cfn=(1580)
calls=1 731 
* 468
* 2
+6 2
+1 4
+2 1
-2 1
+2 2
+11 2
+1 4
cfi=(194)
cfn=(1598) _IO_default_xsputn
calls=1 371 
* 82
+2 3

fn=(1586) _IO_file_stat
1147 2
cfi=(196) ./io/../sysdeps/unix/sysv/linux/fstat64.c
cfn=(1588) fstat
calls=1 29 
* 13

fn=(1850) _IO_file_setbuf@@GLIBC_2.2.5
381 2
+1 1
cfi=(194)
cfn=(1852) _IO_default_setbuf
calls=1 +70 
* 65
* 2
+3 1
+4 2
-2 3
+3 2

fn=(1844)
1173 6
+2 4
-1 2
+6 1
cfi=(225) ./io/../sysdeps/unix/sysv/linux/write.c
cfn=(1846) write
calls=1 26 
* 7
+1 2
+5 1
+1 1
-12 2
+4 3
+1 2
+10 3
+3 6
-4 3

fl=(81) ./string/../sysdeps/x86/cacheinfo.h
fn=(302) __x86_cacheinfo
61 1
+3 3
+2 1
+1 1
-1 2
+7 3
+2 1
+1 1
-1 2
+5 2
+2 2
+1 2
+1 2
+2 2
fi=(82) ./string/../sysdeps/x86/cacheinfo.c
* 2
fe=(81)

fl=(155) ./malloc/./malloc/arena.c
fn=(904) ptmalloc_init.part.0
313 1
fi=(154)
3156 3
fe=(155)
313 5
+5 1
fi=(154)
3156 2
cfi=(156) ./stdlib/../sysdeps/unix/sysv/linux/getrandom.c
cfn=(906) getrandom
calls=1 29 
* 7
* 2
fe=(155)
343 2
+4 3
fi=(154)
1960 4
+3 1
-3 1
+3 2
-3 2
+3 126
-3 126
+3 252
-3 252
fe=(155)
352 3
fi=(154)
1971 1
+1 1
+2 1
fe=(155)
352 1
cob=(1)
cfi=(11) ./elf/./elf/dl-tunables.c
cfn=(28) __tunable_get_val
calls=1 +56 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +55 
* 19
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +54 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +53 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +52 
* 19
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +51 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +50 
* 20
* 1
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +48 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +47 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +46 
* 20
* 1
+3 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +43 
* 20
* 1
+1 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 +42 
* 20
* 1
+1 2
+63 7

fl=(113) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-memcmp.h
fn=(388) wmemcmp
34 5
+1 2
+1 2
+1 3
+3 2
+4 3
+3 4
fi=(239) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemcmp.c
-18 2
fe=(113)

fl=(195) ./libio/./libio/filedoalloc.c
fn=(1584) _IO_file_doallocate
78 8
+6 4
fi=(198)
940 3
+2 2
+1 2
fe=(195)
84 3
cfi=(191)
cfn=(1586)
calls=1 1147 
* 15
* 2
+2 4
+11 4
+4 2
cob=(2)
cfi=(52)
cfn=(1592) 0x0000000004aa5368
calls=1 0 
* 297
* 1
+1 2
+2 4
cfi=(194)
cfn=(1594) _IO_setb
calls=1 329 
* 27
+1 1
+1 8

fl=(225)
fn=(1846)
26 6
+1 1

fl=(147) ./misc/./misc/init-misc.c
fn=(554) __init_misc
31 2
-1 4
+1 3
+2 3
cfi=(148) ./string/../sysdeps/x86_64/multiarch/strrchr-avx2.S
cfn=(558) __strrchr_avx2
calls=1 +21 
* 21
* 1
+4 5
+1 3
+2 4

fl=(164) ./setjmp/../sysdeps/x86_64/bsd-_setjmp.S
fn=(1084) _setjmp
30 1
+2 1
cfi=(165) ./setjmp/../sysdeps/x86_64/setjmp.S
cfn=(1086) __sigsetjmp
calls=1 * 
* 26

fl=(106) ./string/../sysdeps/x86_64/multiarch/ifunc-memcmp.h
fn=(362) bcmp
34 5
+1 2
+1 2
+1 3
+3 2
+4 3
+3 4
fi=(240) ./string/../sysdeps/x86_64/multiarch/memcmp.c
-18 2
fe=(106)

fl=(153)
fn=(874)
70 20
cfn=(876) __internal_atexit
calls=10 -34 
* 716

fn=(878) __new_exitfn
88 20
-6 40
+11 10
-10 10
+10 40
+2 20
+1 45
-1 20
-2 1
+10 1
-10 3
+13 18
+25 9
+1 18
-1 18
+7 9
+5 9
-4 9
+4 36
-5 1
+5 1
-4 1
+4 4
-18 1
-1 1
+12 1

fn=(876)
36 50
+5 20
+2 80
+1 20
cfn=(878)
calls=10 +44 
* 346
+2 20
+10 10
-3 10
+4 10
+1 10
-5 20
+2 10
+4 40
+1 10
+1 60

fl=(193) ./stdio-common/./stdio-common/_itoa.c
fn=(1578) _itoa_word
166 9
-3 3
+3 3
+2 6
+9 3
-9 6
+9 252
+9 6

fl=(219) ./nptl/./nptl/pthread_mutex_lock.c
fn=(1706) pthread_mutex_lock@@GLIBC_2.2.5
80 3
+4 2
-7 2
+11 2
+91 1
+5 1
-2 1
-58 1
+66 3
-93 2
+11 4
+4 1
+3 2
-71 1
+1 7
+1 1
+84 3
+1 2

fl=(91) ./string/../sysdeps/x86_64/multiarch/ifunc-memmove.h
fn=(324) memcpy@@GLIBC_2.14
57 3
-1 2
+4 3
+14 2
+3 2
+8 2
+8 2
+3 5

fn=(400) mempcpy
57 3
-1 2
+4 3
+14 2
+3 2
+8 2
+8 2
+3 5

fn=(394) memmove
57 6
-1 4
+4 6
+14 4
+3 4
+8 4
+8 4
+3 10

fl=(98) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-evex.h
fn=(342) wmemchr
38 10
-1 4
+2 6
+6 4
-3 4
+9 6
+3 8
fi=(241) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemchr.c
-23 2
fe=(98)

fl=(107) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-wmemset.h
fn=(364) wmemset
36 10
+1 6
+3 4
+8 6
+3 8
fi=(242) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemset.c
-20 2
fe=(107)

fl=(97) ./string/../sysdeps/x86_64/multiarch/ifunc-strncpy.h
fn=(340) stpncpy
35 5
+1 3
+3 2
+4 3
+3 4
fi=(243) ./string/../sysdeps/x86_64/multiarch/stpncpy.c
-15 1
fe=(97)

fn=(386) strncpy
35 5
+1 3
+3 2
+4 3
+3 4
fi=(244) ./string/../sysdeps/x86_64/multiarch/strncpy.c
-17 1
fe=(97)

fl=(165)
fn=(1086)
32 1
+9 1
+1 2
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+2 2
+2 1
+1 1
+3 2
+2 1
+23 1
cfi=(166) ./setjmp/./setjmp/sigjmp.c
cfn=(1088) __sigjmp_save
calls=1 -56 
* 8

fl=(149) ./libio/./libio/vtables.c
fn=(560) check_stdfiles_vtables
84 4
+1 3
+1 3
+2 1

fl=(92) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-avx2.h
fn=(326) wcschr
40 10
-2 4
fi=(93) ./wcsmbs/../sysdeps/x86_64/multiarch/wcschr.c
-7 4
fe=(92)
+10 4
+1 6
+3 4
+4 6
+3 10

fn=(336) wcscmp
40 5
-2 2
fi=(96) ./wcsmbs/../sysdeps/x86_64/multiarch/wcscmp.c
-8 2
fe=(92)
+11 2
+1 3
+3 2
+4 3
+3 5

fl=(138) ./resource/../sysdeps/unix/sysv/linux/getrlimit64.c
fn=(508) getrlimit
38 1
+1 7
+1 1

fl=(83) ./string/../sysdeps/x86_64/multiarch/ifunc-avx2.h
fn=(370) strchrnul
40 5
-2 2
fi=(109) ./string/../sysdeps/x86_64/multiarch/strchrnul.c
-7 2
fe=(83)
+10 2
+1 3
+3 2
+4 3
+3 5

fn=(366) memrchr
40 5
-2 2
fi=(108) ./string/../sysdeps/x86_64/multiarch/memrchr.c
-9 2
fe=(83)
+12 2
+1 3
+3 2
+4 3
+3 5

fn=(332) rindex
40 5
-2 2
fi=(95) ./string/../sysdeps/x86_64/multiarch/strrchr.c
-10 2
fe=(83)
+13 2
+1 3
+3 2
+4 3
+3 5

fn=(382) strlen
40 5
-2 2
fi=(112) ./string/../sysdeps/x86_64/multiarch/strlen.c
-9 2
fe=(83)
+12 2
+1 3
+3 2
+4 3
+3 5

fn=(306) strnlen
40 10
-2 4
fi=(84) ./string/../sysdeps/x86_64/multiarch/strnlen.c
-7 4
fe=(83)
+10 4
+1 6
+3 4
+4 6
+3 10

fl=(85) ./string/../sysdeps/x86_64/multiarch/ifunc-sse4_2.h
fn=(398) strspn
36 5
fi=(245) ./string/../sysdeps/x86_64/multiarch/strspn.c
-7 1
fe=(85)

fn=(350) strcspn
36 5
fi=(246) ./string/../sysdeps/x86_64/multiarch/strcspn.c
-7 1
fe=(85)

fn=(310) strpbrk
36 5
fi=(247) ./string/../sysdeps/x86_64/multiarch/strpbrk.c
-7 1
fe=(85)

fl=(222) ./stdlib/./stdlib/cxa_finalize.c
fn=(1722) __cxa_finalize
30 5
+3 10
-3 35
+3 20
+3 15
+4 30
+1 90
-1 108
+1 108
+2 9
+36 9
-3 9
-31 9
-2 9
+39 9
-3 18
+3 27
+1 27
cob=(7)
cfi=(152)
cfn=(1788)
calls=1 -83 
* 7
cob=(7)
cfi=(152)
cfn=(1780)
calls=1 -83 
* 730
cob=(7)
cfi=(152)
cfn=(1778)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1776)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1774)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1772)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1770)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1768)
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1766)
calls=1 -83 
* 2
+1 36
+4 27
-48 28
-4 15
+58 15
+4 35
-4 15
+11 10
+1 10
cfi=(223)
cfn=(1724)
calls=5 -24 
* 75
+1 20
+1 40

fl=(196)
fn=(1588)
29 1
+1 2
+5 3
cfi=(197)
cfn=(1590)
calls=1 154 
* 7

fl=(226) ./posix/../sysdeps/unix/sysv/linux/_exit.c
fn=(1856) _Exit
27 1
+3 1
+1 2

fl=(201) ./stdio-common/./stdio-common/printf_fp.c
fn=(1634) hack_digit
170 20
+3 15
+2 5
+2 10
-2 10
+8 10
+21 3
cfi=(207) ./stdlib/../sysdeps/x86_64/mul_1.S
cfn=(1626) __mpn_mul_1
calls=1 32 
* 20
+1 2
+1 5
+4 5
-23 30
cfi=(211) ./stdlib/./stdlib/divrem.c
cfn=(1636) __mpn_divrem
calls=5 46 
* 190
+2 5
-2 5
+2 15
+3 5
-2 5
+2 5
+1 20
+1 8
-1 14
+11 1
-4 2
-1 4
+1 4
+10 20

fn=(1610) __printf_fp
1279 1
-1 1
+1 4
cfn=(1612) __printf_fp_l
calls=1 216 
* 1475

fn=(1612)
216 12
+82 1
-82 4
+50 1
-9 1
+17 1
-8 4
+11 2
fi=(202) ./stdio-common/../include/../locale/localeinfo.h
+54 2
fe=(201)
-51 1
fi=(202)
+51 1
fe=(201)
-51 1
+18 2
+43 1
234 1
-1 1
388 1
-1 2
+5 2
1272 12
396 7
+36 1
-44 1
+57 1
-13 4
+1 1
+1 2
+3 5
+1 2
+1 1
-2 1
+2 1
-1 1
-1 1
+2 1
-1 1
+1 1
+7 2
+17 1
+4 4
-4 2
+16 2
+11 1
-41 1
+10 1
+31 1
-30 7
+33 3
+41 1
+1 2
-1 1
+1 3
cfi=(179)
cfn=(1190)
calls=1 264 
* 10
* 1
+16 7
+18 1
-9 1
+2 2
-2 11
+2 22
-74 24
-4 12
+4 49
-4 1
+4 4
+15 2
-13 4
+53 1
-2 6
cfi=(206) ./stdlib/./stdlib/mul.c
cfn=(1624) __mpn_mul
calls=1 48 
* 78
+5 2
+1 2
+7 5
cfi=(179)
cfn=(1190)
calls=1 264 
* 10
* 1
+1 3
+1 3
+1 1
+3 1
-4 1
-1 1
+1 1
+1 3
+5 2
+1 2
+6 2
+4 1
+4 1
-4 1
+4 3
-4 15
831 1
+10 1
-10 1
+10 1
+6 1
-16 1
+10 2
+6 1
-6 2
+2 2
+10 2
396 6
cfi=(203) ./stdlib/../sysdeps/ieee754/dbl-64/dbl2mpn.c
cfn=(1616) __mpn_extract_double
calls=1 35 
* 21
* 4
+4 1
548 3
+3 6
cfi=(205)
cfn=(1622)
calls=2 35 
* 22
* 4
+3 2
916 1
-1 3
+7 1
fi=(210) ./stdio-common/../sysdeps/pthread/allocalim.h
27 2
cfi=(209)
cfn=(1630)
calls=1 +1 
* 10
+2 3
fe=(201)
932 1
-8 1
+8 5
+1 1
+3 1
-3 1
+3 2
+3 10
+3 3
cfn=(1634)
calls=1 170 
* 116
* 6
cfn=(1634)
calls=2 170 
* 166
* 3
-3 6
+3 4
-1 1
+5 6
+2 2
-4 1
+4 1
+14 2
-2 2
+1 3
+1 1
+1 2
+3 1
-1 1
+2 1
-1 1
cfn=(1634)
calls=1 170 
* 78
* 1
+3 5
-7 1
+1 6
+15 4
+1 4
cfn=(1634)
calls=1 170 
* 78
+2 3
-2 1
+2 5
+2 3
fi=(212) ./stdio-common/../sysdeps/generic/get-rounding-mode.h
94 1
+1 7
fi=(213) ./stdio-common/../include/rounding-mode.h
-43 3
fe=(201)
1097 3
+7 2
+3 3
+13 3
+46 2
+2 1
-2 1
+2 3
+2 1
-2 1
+2 1
-2 1
-2 4
+9 2
+2 2
+18 3
+5 3
cfi=(214) ./string/../sysdeps/x86_64/multiarch/strlen-avx2.S
cfn=(1644) __strlen_avx2
calls=1 65 
* 13
* 1
+2 2
-2 1
+2 2
+5 3
+2 2
+11 5
+1 2
+6 13
+3 8
+3 8
-6 12
+1 15
+1 2
-2 1
+2 1
cfi=(179)
cfn=(1606)
calls=1 251 
* 17
* 1
* 1
-2 7
+10 4
+17 74
-86 2
+2 7
+10 5
+8 3
+69 2
+11 3
855 1
+1 1
+7 1
-7 2
+3 4
+2 1
+40 1
-44 1
+1 1
+3 1
+2 2
-7 1
+5 1
-5 1
+45 2
+14 4
418 3
1254 3
474 1
-2 1
+2 1
-3 2
+3 4
-3 2
cfi=(204)
cfn=(1618)
calls=1 29 
* 15
+4 9
+1 2
+1 5
983 3
573 1
+6 2
+17 1
-1 2
+1 5
+12 4
+35 2
1039 1
1203 2
639 1
-21 2
+19 1
-1 2
+1 1
-1 3
cfi=(208) ./stdlib/../sysdeps/x86_64/rshift.S
cfn=(1628) __mpn_rshift
calls=1 29 
* 17
+4 2
-1 1
+1 4
cfi=(208)
cfn=(1628)
calls=1 29 
* 17
+3 1
+1 5

fl=(100) ./string/../sysdeps/x86_64/multiarch/ifunc-strcasecmp.h
fn=(346) strcasecmp
37 4
-1 2
fi=(101) ./string/../sysdeps/x86_64/multiarch/strcasecmp.c
-5 2
fe=(100)
+7 3
+3 2
+4 3
+3 4

fn=(358) strncasecmp_l
37 4
-1 2
fi=(105) ./string/../sysdeps/x86_64/multiarch/strncase_l.c
-5 2
fe=(100)
+7 3
+3 2
+4 3
+3 4

fn=(402) strncasecmp
37 4
-1 2
fi=(116) ./string/../sysdeps/x86_64/multiarch/strncase.c
-5 2
fe=(100)
+7 3
+3 2
+4 3
+3 4

fn=(378) strcasecmp_l
37 4
-1 2
fi=(111) ./string/../sysdeps/x86_64/multiarch/strcasecmp_l.c
-5 2
fe=(100)
+7 3
+3 2
+4 3
+3 4

fl=(148)
fn=(558)
54 1
+1 1
+2 1
+1 1
+4 1
+1 1
+1 1
+3 1
+2 1
+1 1
+1 1
+1 1
+3 1
+1 1
+2 1
+1 1
+1 1
+1 1
+1 1
+9 2

fl=(214)
fn=(1644)
65 1
+1 1
+1 1
+3 1
+2 1
+1 1
+3 1
+1 1
+8 1
+1 1
+1 1
+5 2

fl=(89) ./string/../sysdeps/x86_64/multiarch/ifunc-memset.h
fn=(318) memset
54 5
+3 3
+7 2
+9 2
+2 2
+10 2
+8 2
+3 5

fl=(140) ./nptl/./nptl/pthread_mutex_conf.c
fn=(512) __pthread_tunables_init
50 1
+1 2
-1 4
+1 3
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
cob=(1)
cfi=(141)
cfn=(520)
calls=1 +25 
* 933
* 5
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+2 6

fl=(146) ./csu/./csu/init-first.c
fn=(552) _init_first
46 3
+5 2
+4 5
+8 1
-2 1
+10 1
-9 1
+1 1
+9 2
-1 1
cfi=(147)
cfn=(554)
calls=1 -40 
* 46

fl=(188)
fn=(1566)
684 11
+30 5
+8 4
+4 5
+11 2
+11 1
fi=(200) ./stdio-common/./stdio-common/printf-parse.h
82 2
fe=(188)
748 3
fi=(200)
82 1
cfi=(189)
cfn=(1570)
calls=1 -27 
* 18
* 1
fe=(188)
763 2
fi=(200)
82 1
fe=(188)
759 1
+4 2
+4 2
fi=(199) ./stdio-common/../libio/libioP.h
940 1
fe=(188)
239 1
767 1
fi=(199)
940 4
+2 2
+1 2
fe=(188)
239 4
cfi=(191)
cfn=(1574)
calls=1 1204 
* 4
* 2
127 9
767 2
+4 3
+4 7
-57 1
+57 1
-23 1
-8 2
+73 24
1111 2
+1 2
+3 12
-4 9
817 12
-7 4
+7 4
-11 4
-1 4
-2 4
+14 4
-13 4
-2 4
-3 4
+18 8
-19 4
+9 4
-10 4
+20 4
-21 4
-1 4
+22 4
-6 8
-48 4
cfi=(190) ./nptl/./nptl/libc-cleanup.c
cfn=(1572) __libc_cleanup_push_defer
calls=1 25 
* 12
+1 13
-1 2
1112 2
cfi=(190)
cfn=(1646) __libc_cleanup_pop_restore
calls=1 55 
* 8
+2 1
-79 2
+3 36
+20 2
+34 4
fi=(200)
82 4
fe=(188)
1086 4
+6 4
fi=(200)
82 8
cfi=(189)
cfn=(1570)
calls=4 -27 
* 72
* 4
fi=(199)
942 4
+1 4
fe=(188)
1096 4
-4 4
fi=(200)
82 4
fe=(188)
239 4
1096 4
fi=(199)
942 8
+1 8
fe=(188)
239 16
cfi=(191)
cfn=(1574)
calls=4 1204 
* 248
* 8
127 52
1096 8
+2 9
fi=(192) ./stdio-common/./stdio-common/vfprintf-process-arg.c
144 6
+20 33
cfi=(193)
cfn=(1578)
calls=3 +2 
* 288
+2 6
-2 3
+2 12
+18 6
-15 15
+9 6
+2 3
-2 9
+2 6
+2 9
+2 9
+4 15
+3 6
+13 6
+6 3
fe=(188)
-18 6
+47 3
fi=(199)
942 3
+1 3
-1 6
+1 6
fe=(188)
239 12
cfi=(191)
cfn=(1574)
calls=3 1204 
* 734
* 6
127 39
fi=(192)
+86 6
48 3
+1 3
-1 6
+2 2
+8 6
-1 3
+1 3
-23 6
fe=(188)
983 22
+21 2
-21 14
-58 1
+1 1
-1 2
+1 2
+26 1
+14 1
-14 3
+15 13
fi=(192)
174 27
-80 6
fe=(188)
1058 9
+1 1
351 1
+1 1
1059 1
352 2
-1 2
1062 2
127 4
1067 2
fi=(192)
49 16
fe=(188)
192 6
fi=(192)
+2 6
fe=(188)
954 2
cfi=(200)
cfn=(1608) read_int
calls=1 53 
* 11
* 1
+4 2
+9 3
354 1
cfi=(201)
cfn=(1610)
calls=1 1279 
* 1481
* 1
fi=(192)
52 2
+1 8
fe=(188)

fl=(103) ./string/../sysdeps/x86_64/multiarch/ifunc-strcpy.h
fn=(354) strcat
38 2
+1 1
-1 2
+1 2
+3 2
+4 3
+3 3
fi=(104) ./string/../sysdeps/x86_64/multiarch/strcat.c
-20 1
fe=(103)

fn=(374) strcpy
38 2
+1 1
-1 2
+1 2
+3 2
+4 3
+3 3
fi=(110) ./string/../sysdeps/x86_64/multiarch/strcpy.c
-20 1
fe=(103)

fn=(390) stpcpy
38 2
+1 1
-1 2
+1 2
+3 2
+4 3
+3 3
fi=(114) ./string/../sysdeps/x86_64/multiarch/stpcpy.c
-16 1
fe=(103)

fl=(159) ./misc/../sysdeps/unix/sysv/linux/brk_call.h
fn=(920) brk
24 4
fi=(160) ./misc/../sysdeps/unix/sysv/linux/brk.c
+13 4
+1 4
+6 2
+1 2
fe=(159)

fl=(194)
fn=(1594)
329 9
+1 4
+5 2
-3 1
+3 2
-2 1
+2 2
+3 6

fn=(1598)
371 9
+3 2
fi=(198)
940 7
fe=(194)
389 2
+8 1
+2 2
-20 4
+2 3
+3 2
-9 1
+29 8
fi=(198)
946 2
fe=(194)
394 2
-1 3
+1 12
-1 18
+1 4

fn=(1838) _IO_flush_all_lockp
686 2
+6 1
-6 9
+5 6
cfi=(190)
cfn=(1572)
calls=1 25 
* 12
+1 9
+3 1
-3 2
+3 2
+2 1
-10 1
+11 3
+3 3
+5 1
fi=(198)
940 3
+2 2
+1 2
fe=(194)
706 3
cfi=(191)
cfn=(1580)
calls=1 +25 
* 135
+1 3
+2 6
+2 3
-16 9
+6 2
-4 2
+4 15
+14 9
+1 2
cfi=(190)
cfn=(1646)
calls=1 55 
* 8
+4 12

fn=(1852)
452 1
fi=(198)
940 1
fe=(194)
452 4
fi=(198)
940 1
fe=(194)
452 1
fi=(198)
940 1
fe=(194)
452 2
+1 1
fi=(198)
942 2
+1 2
fe=(194)
453 2
cfi=(191)
cfn=(1854)
calls=1 792 
* 17
* 2
+4 1
330 1
462 1
-7 2
332 1
466 1
337 1
-4 1
+4 1
467 1
-1 3
+2 6
-11 1
+1 2
-1 1
330 4

fn=(1836) _IO_cleanup
869 1
+3 1
-3 9
-83 1
+86 1
cfn=(1838)
calls=1 686 
* 269
-86 2
+86 1
-86 3
cfi=(190)
cfn=(1572)
calls=1 25 
* 12
+1 9
+3 1
-3 2
+3 2
fi=(198)
940 4
fe=(194)
805 6
+2 6
+37 3
-54 9
+10 6
+2 9
+10 1
+1 13
+8 5
+9 1
fi=(198)
942 2
+1 2
fe=(194)
830 4
cfi=(191)
cfn=(1850)
calls=1 381 
* 78
+2 3
+4 5
+1 8
+11 9
+1 2
cfi=(190)
cfn=(1646)
calls=1 55 
* 8
+35 12
-59 1
-2 1
+3 1
-3 1
+2 3

fn=(1582)
344 2
-1 3
+3 4
+1 1
fi=(198)
940 3
+2 2
+1 2
fe=(194)
347 2
cfi=(195)
cfn=(1584)
calls=1 78 
* 389
* 2
+3 4

fl=(136) ./elf/./elf/libc_early_init.c
fn=(504) __libc_early_init
33 6
+2 1
cfi=(137) ./ctype/./ctype/ctype-info.c
cfn=(506) __ctype_init
calls=1 -4 
* 16
+3 1
fi=(139) ./elf/../sysdeps/nptl/pthread_early_init.h
-5 2
fe=(136)
+8 1
-3 1
+3 1
fi=(139)
-8 1
cfi=(138)
cfn=(508)
calls=1 +5 
* 9
* 3
+1 1
+4 5
+7 1
fi=(248) ./elf/../nptl/nptl-stack.h
+13 3
fi=(139)
-13 1
fi=(248)
+13 2
fi=(139)
-4 1
fi=(248)
+4 3
fi=(139)
-6 1
-6 1
+6 6
+1 1
+4 1
cfi=(140)
cfn=(512)
calls=1 -7 
* 998
fe=(136)
-10 3
+2 2
-2 1
cfi=(143) ./nptl/../sysdeps/unix/sysv/linux/x86/elision-conf.c
cfn=(526) __lll_elision_init
calls=1 +49 
* 136

fl=(162)
fn=(1064)
242 11
+69 3
+1 3
cfi=(153)
cfn=(874)
calls=1 70 
* 74
+25 6
+6 2
-3 2
+10 2
cob=(1)
cfi=(50) ./elf/./elf/dl-audit.c
cfn=(1080) _dl_audit_preinit
calls=1 119 
* 4
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 938
* 5
+2 2
+8 4
cfi=(163) ./csu/../sysdeps/nptl/libc_start_call_main.h
cfn=(1082) (below main)
calls=1 29 
* 3150794
128 2
+6 3
+1 6
cob=(2)
cfi=(52)
cfn=(1066) 0x0000000000109000
calls=1 0 
* 6
+3 1
+1 2
+3 2
+1 2
-1 1
+2 7
+1 4
cob=(8)
cfi=(161)
cfn=(1070)
calls=1 0 
* 12
-1 4

fl=(163)
fn=(1082)
29 2
+15 1
-15 5
+15 1
cfi=(164)
cfn=(1084)
calls=1 -14 
* 28
+2 2
+5 2
+1 2
+3 2
+3 6
cob=(8)
cfi=(167)
cfn=(1090)
calls=1 -31 
* 3147112
+16 2
cfi=(216) ./stdlib/./stdlib/exit.c
cfn=(1698) exit
calls=1 +71 
* 3629

fl=(200)
fn=(1608)
53 1
+2 1
-2 1
+2 2
-2 1
+2 3
+18 2

fl=(156)
fn=(906)
29 6
+1 1

fl=(206)
fn=(1624)
48 16
+6 2
+12 2
+76 11
-71 1
+1 2
+69 1
-60 4
cfi=(207)
cfn=(1626)
calls=1 -49 
* 32
* 3
+2 1
+1 1
+4 2

fl=(86) ./string/../sysdeps/x86_64/multiarch/strcmp.c
fn=(312) strcmp
48 2
+1 1
-1 2
-1 2
+2 2
+3 2
+4 3
+3 3
+20 1

fl=(216)
fn=(1700) __run_exit_handlers
40 10
+5 2
+3 5
+11 1
+2 2
+40 2
-32 33
+2 10
+1 10
-1 10
+3 88
+47 3
-56 1
+69 4
+2 2
+1 6
cfi=(194)
cfn=(1836)
calls=1 869 
* 517
* 3
+2 2
cfi=(226)
cfn=(1856)
calls=1 27 
* 4
-30 1
+1 1
-2 1
+4 1
+3 1
-3 2
+3 3
+1 3
cob=(1)
cfi=(218) ./elf/./elf/dl-fini.c
cfn=(1704) _dl_fini
calls=1 -90 
* 2875
+1 4
+10 2
+1 2
-82 1
cfi=(217) ./stdlib/./stdlib/cxa_thread_atexit_impl.c
cfn=(1702) __call_tls_dtors
calls=1 149 
* 11
* 1

fn=(1698)
145 1
+1 4
cfn=(1700)
calls=1 40 
* 3624

fl=(87) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-wcslen.h
fn=(320) wcslen
41 4
-1 2
+2 3
+3 2
+4 3
+3 3
fi=(90) ./wcsmbs/../sysdeps/x86_64/multiarch/wcslen.c
-23 1
fe=(87)

fn=(314) wcsnlen
41 4
-1 2
+2 3
+3 2
+4 3
+3 3
fi=(88) ./wcsmbs/../sysdeps/x86_64/multiarch/wcsnlen.c
-22 1
fe=(87)

fl=(157) ./malloc/./malloc/morecore.c
fn=(916) __glibc_morecore
26 4
-1 2
+4 2
cfi=(158) ./misc/./misc/sbrk.c
cfn=(918) sbrk
calls=2 +8 
* 62
+1 4
+4 4

fl=(102) ./wcsmbs/../sysdeps/x86_64/multiarch/wcscpy.c
fn=(352) wcscpy
38 5
+6 1

fl=(166)
fn=(1088)
28 2
+2 2
-1 1
+5 3

fl=(211)
fn=(1636)
46 55
+3 10
+13 5
+1 5
-16 5
+18 10
+7 21
+1 2
-1 4
+1 4
-1 4
+4 15
+3 5
234 45

fl=(137)
fn=(506)
31 7
+2 4
+2 4
+1 1

fl=(208)
fn=(1628)
29 2
+1 2
+1 2
+13 2
+1 2
+16 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+5 2
+1 2
+1 2
+1 2
+1 2

fl=(94) ./string/../sysdeps/x86_64/multiarch/strchr.c
fn=(330) index
43 2
+1 1
-1 2
-1 2
+2 2
+3 2
+4 3
+3 3
+11 1

fl=(203)
fn=(1616)
35 1
-2 2
+4 3
+1 5
+9 2
+9 1
-9 1
+9 2
+47 1
+4 1
-4 1
+4 1

fl=(207)
fn=(1626)
32 2
+3 2
+1 2
+1 2
+1 2
+1 2
+2 2
+1 2
+2 2
+1 2
+1 2
+1 2
+1 1
+2 1
+1 1
+1 1
+1 1
+26 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+26 1
+1 1
+1 1
+2 1
+1 1
+1 1
+1 1
+1 1
+1 1
+2 1
+3 1
-5 1
+2 1
+3 1

fl=(190)
fn=(1572)
25 3
+2 6
+2 6
+3 6
+14 9
+2 3
+1 3

fn=(1646)
55 3
+2 6
+2 3
+1 9
+11 3

fl=(220) ./nptl/./nptl/pthread_mutex_unlock.c
fn=(1708) pthread_mutex_unlock@@GLIBC_2.2.5
368 2
cfn=(1710) __pthread_mutex_unlock_usercnt
calls=1 51 
* 33

fn=(1710)
51 3
+1 2
-4 1
+9 2
+5 1
+1 2
+2 1
-26 1
+1 4
+1 1
+31 1
+32 2
-30 2
+6 4
+4 3
+3 3

fl=(143)
fn=(526)
96 1
+5 1
-5 1
+5 1
-5 3
+5 3
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
* 1
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
* 1
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
* 1
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
* 1
+2 4
cob=(1)
cfi=(11)
cfn=(28)
calls=1 408 
* 19
* 1
+4 3
+1 1
+1 6

fl=(154)
fn=(900)
3281 110
+7 44
1338 42
+19 108
3298 40
+2 88
+3 42
+10 26
+28 65
3235 4
cfn=(910) tcache_init.part.0
calls=1 -6 
* 461
+68 2
+2 51
3187 18
+1 18
+2 9
+1 9
-1 27
+1 9
+1 9
3341 45
-26 52
cfn=(912) _int_malloc
calls=13 1338 
* 1824
+1 65
fi=(155)
162 26
315 1
cfn=(904)
calls=1 -2 
* 1102
fe=(154)
1338 2

fn=(910)
3229 3
+9 8
+1 3
cfn=(912)
calls=1 1338 
* 346
* 1
+1 2
+8 4
+9 1
+1 2
-1 1
+1 86
+3 4

fn=(1218) unlink_chunk.constprop.0
1620 3
+2 15
+3 3
+1 6
+2 12
-3 3
+6 3
+1 3
+1 15
+2 4
+1 6
+3 4
+14 2
+1 2
+3 6

fn=(914) sysmalloc
2542 9
+20 4
+11 2
+1 2
-11 1
+37 1
+11 1
-10 3
+1 1
+9 4
+6 3
+3 3
2935 2
+1 1
+5 2
+3 2
+5 2
-2 1
+2 1
-1 1
+1 1
-3 1
+3 1
+1 1
-1 3
+1 1
+2 1
+6 11
2681 2
+9 4
+13 3
+8 5
+8 2
+39 2
+2 3
+6 2
-45 4
cfi=(157)
cfn=(916)
calls=1 26 
* 53
+1 2
-1 1
+1 1
2022 1
2723 1
2022 4
2604 2
2769 4
+40 3
+22 2
+1 1
-1 1
+1 6
+2 2
+1 4
cfi=(157)
cfn=(916)
calls=1 26 
* 25
+12 3
-12 1
+12 1
2022 4
2891 4
-1 1
-1 1
+1 3
+1 1
+11 2
2759 2
2034 3

fn=(1216) _int_free
4417 160
+10 20
-10 60
+10 40
+6 100
+1 40
+4 100
+8 100
-1 40
+1 40
+9 17
+9 17
-15 17
+6 34
+20 68
+14 6
4698 220
4565 6
+6 9
+7 3
-4 3
+4 6
+3 6
+5 9
+3 6
+1 6
+1 6
2006 9
4597 6
+1 2
+2 2
-1 2
+2 8
+2 4
cfn=(1218)
calls=2 1620 
* 55
+3 6
+5 4
+4 2
+9 2
-1 2
+1 6
+1 4
+12 2
-10 2
+11 2
-1 2
-8 4
+2 4
+3 2
+1 2
+2 2
+1 2
+30 6
3177 17
+2 17
-4 17
+2 51
+1 17
+1 17
4478 17
4688 9
-39 1
+1 3
+1 2
-68 9
-2 6

fn=(912)
1338 28
3766 112
1357 14
3766 14
1357 40
3807 24
+27 24
+2 12
+3 2
+2 4
+56 20
+62 60
+1 18
+20 14
-1 14
-1 14
+1 28
+1 54
+4 13
+6 52
-6 1
+6 6
-1 2
+1 2
+3 4
+1 2
+2 4
+1 6
+2 2
+1 8
+2 8
-10 2
+12 4
+1 4
+2 4
+11 8
+31 2
+1 2
+4 4
+29 4
+8 13
+1 6
+1 2
-1 2
+4 4
3807 4
+27 4
+66 8
+2 8
-2 8
+2 16
-68 6
1357 2
3839 4
+2 28
4409 126
4143 4
+9 2
-9 4
+9 2
-9 4
+1 2
+1 2
+1 2
+1 2
+6 4
3990 8
4168 4
+11 28
+2 12
+3 6
-3 6
+3 12
+68 14
+1 14
+1 14
-1 14
+1 14
+1 28
+1 42
+5 30
+16 3
+2 6
-4 8
+8 1
+3 2
4162 6
-71 2
3899 12
4140 36
4268 96
-3 111
4365 13
+1 26
+2 26
+3 40
+17 3
-93 2
+3 2
+2 1
+3 1
-3 2
+3 1
cfn=(1218)
calls=1 1620 
* 32
+3 3
+15 2
-5 1
+5 2
+1 2
+3 1
+1 1
+1 1
+3 2
+2 2
+2 2
+3 8
+2 3
+1 1
1999 1
4343 1
1999 2
4405 52
cfn=(924) alloc_perturb
calls=13 1999 
* 52
* 26
-2 3
cfn=(914)
calls=1 2542 
* 232
* 1
+1 2
-28 12
-2 12
+2 12
-1 12
+1 12
-3 12
+8 12
-5 12
+2 12
-2 48
+2 12
+4 12

fn=(1212)
3350 40
-4 20
+14 20
-14 40
+12 20
+4 20
-4 20
+4 40
+17 60
fi=(155)
162 60
fe=(154)
3385 40
cfn=(1216)
calls=20 4417 
* 1466
+3 20
+1 80

fn=(924)
1999 39
+2 13

fl=(217)
fn=(1702)
149 3
+1 4
+18 4

fl=(99) ./string/../sysdeps/x86_64/multiarch/strncmp.c
fn=(344) strncmp
44 4
-1 2
+24 2
-22 3
+3 2
+4 3
+3 4

fl=(158)
fn=(918)
37 2
+3 2
+3 2
-6 6
+3 2
+3 2
+35 5
-20 4
+1 2
cfi=(159)
cfn=(920)
calls=1 -35 
* 8
* 2
+4 1
-1 4
+4 4
+8 1
cfi=(159)
cfn=(920)
calls=1 -50 
* 8
* 2
+4 5

fl=(179)
fn=(1606)
251 7
+1 7
+1 7
+17 7
+1 7
+42 7
+1 7
+2 7
+1 7
+2 7
+4 7
+1 5
+1 5
+1 5
+1 5
+4 5
+2 5
+6 2
+1 2
+1 2
+1 2
+1 2

fn=(1190)
264 17
+6 17
+1 17
+2 9
+1 9
+1 9
+3 2
+1 2
+1 2
+3 4
+30 8
+1 8
+2 3
+1 3
+2 2
+4 2
+16 2
+1 2
+1 2
+1 2
+1 2
+7 5
+1 5
+1 5
+1 5
+2 5
+17 1
+1 1
+1 1
+1 1
+1 1
+7 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 2
+5 7
+1 7
+5 7
+1 7
+2 3
+1 3
+1 3
+2 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 4
+4 4
+1 4
+4 4
+2 4
+4 4
+1 4
+11 4
+3 4
+2 4
+2 4
+4 4
+1 4
+9 3
+1 3
+2 3
+2 3
+1 3
+1 3
+3 3
+2 3
+2 3
+2 6
+6 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
-11 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+1 22
+2 3
+1 3
+1 3
+1 3
+2 3
+4 6
+13 1
+1 1
+2 1
+1 1
+1 1
+2 1
+2 1
+2 2
+6 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
-11 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+1 30
+2 1
+1 1
+1 1
+1 1
+2 1
+1 2

ob=(1)
fl=(9) ./elf/../sysdeps/unix/sysv/linux/dl-sysdep.c
fn=(528) _dl_sysdep_start_cleanup
148 1

fn=(18) _dl_sysdep_parse_arguments
78 1
+2 1
-2 4
+1 1
+1 1
-1 1
+2 2
+2 1
-2 1
+2 2
-1 1
+1 2
-1 7
+1 14
+7 2
-4 1
+4 54
fi=(10) ./elf/../sysdeps/unix/sysv/linux/dl-parse_auxv.h
-49 1
-9 1
fe=(9)
+54 1
fi=(10)
-54 1
+1 1
+1 1
+7 3
+1 44
+1 44
-2 89
fe=(9)
+52 1
+1 1
+1 1
fi=(10)
-49 1
+1 2
+1 1
+1 1
+1 1
+1 1
+1 1
+2 1
-5 1
-2 1
+1 1
+2 1
+1 1
+3 1
-9 1
+1 1
+6 1
fe=(9)
+42 1
-1 1
+2 1
+1 5

fn=(16) _dl_sysdep_start
102 3
+1 1
+3 2
cfn=(18)
calls=1 -28 
* 311
+4 2
cfi=(11)
cfn=(22) __GI___tunables_init
calls=1 282 
* 4069
+3 1
cfi=(13) ./elf/./elf/dl-sort-maps.c
cfn=(26) _dl_sort_maps_init
calls=1 295 
* 30
+2 2
cfi=(14) ./elf/../sysdeps/unix/sysv/linux/brk_call.h
cfn=(30) brk
calls=1 -91 
* 7
fi=(5) ./elf/../sysdeps/x86_64/dl-machine.h
+91 1
cfi=(16) ./elf/../sysdeps/x86/dl-get-cpu-features.c
cfn=(36) _dl_x86_init_cpu_features
calls=1 39 
* 6967
fe=(9)
-84 3
+1 1
cfi=(23) ./string/../sysdeps/x86_64/multiarch/../multiarch/strlen-sse2.S
cfn=(66) strlen
calls=1 -22 
* 16
* 1
+2 2
cfi=(24) ./elf/../misc/sbrk.c
cfn=(68) sbrk
calls=1 -88 
* 14
* 3
+12 3
+3 5
cfi=(2) ./elf/./elf/rtld.c
cfn=(70) dl_main
calls=1 1413 
* 1680893
+3 4

fl=(59) ./io/../sysdeps/unix/sysv/linux/fstat64.c
fn=(200) fstat
29 6
+1 12
+5 18
cfi=(60) ./io/../sysdeps/unix/sysv/linux/fstatat64.c
cfn=(202) fstatat
calls=6 154 
* 42

fl=(13)
fn=(26)
295 1
+1 4
cfi=(11)
cfn=(28)
calls=1 408 
* 19
+2 3
-1 1
+2 2

fn=(254) dfs_traversal.part.0
140 96
+10 12
-2 12
+2 24
+2 36
-7 58
+7 116
+9 24
+15 36
+1 12
+1 78
cfn=(255) dfs_traversal.part.0'2
calls=2 -38 
* 83
* 4
-17 18

fn=(255)
140 16
+10 2
-2 2
+2 4
+2 8
-7 8
+7 16
+9 4
+15 6
+1 2
+1 12
-17 3

fn=(252) _dl_sort_maps
304 22
+8 2
-8 2
+8 4
+4 16
216 2
-28 2
-2 2
+1 4
+29 2
-28 8
+1 2
-1 2
+1 2
-1 4
+1 12
-1 12
+1 12
-1 24
+28 2
+8 2
-1 2
+1 2
-8 10
+8 4
-8 2
+8 2
-3 4
+5 38
+2 14
-83 64
cfn=(254)
calls=12 -5 
* 609
+86 42
+18 8
+13 2
+54 2
-47 8
cfi=(30) ./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S
cfn=(86) memcpy
calls=2 -50 
* 36
+13 8

fl=(57) ./io/../sysdeps/unix/sysv/linux/read_nocancel.c
fn=(192) __read_nocancel
26 20
+1 5

fl=(20) ./elf/../sysdeps/x86/dl-cacheinfo.h
fn=(50) handle_intel.constprop.0
255 24
-5 12
+17 24
-17 72
+11 12
+1 12
+5 36
+4 24
+34 96
-29 12
+3 24
-3 12
+3 36
cfn=(52) intel_check_word.constprop.0
calls=12 123 
* 4032
+2 24
+3 60
cfn=(52)
calls=12 123 
* 1216
+2 24

fn=(52)
123 72
-4 72
+10 96
-10 24
+10 48
+2 48
+71 48
fi=(21) ./elf/../bits/stdlib-bsearch.h
32 24
fe=(20)
202 120
-71 96
+2 60
+2 120
+8 120
+51 96
+22 48
fi=(21)
28 48
-1 96
+2 216
+2 168
+1 84
fe=(20)
+78 168
+3 324
fi=(21)
-82 264
-2 528
+2 480
+1 240
fe=(20)
+78 480
+15 12
246 96
fi=(21)
37 120
fe=(20)
155 36
+3 36
-6 12
+3 24
+9 24
+1 24
+22 21
-32 63
+3 63
+4 64
+2 128
+3 84
+1 50
+1 38
+1 24
+2 11
+2 22
+6 14
+3 8
+1 12
-3 12
-5 4
+2 4
+1 4
-2 4
-1 4
+2 8
-2 4
+3 4
-2 12
+2 12
+11 2

fn=(56) get_common_cache_info.constprop.0
476 2
+16 1
-16 1
+19 1
+8 1
-27 3
+15 1
-15 3
+17 1
+1 1
-1 1
+13 2
-5 1
+17 1
+5 3
+4 2
675 4
+1 5
+4 2
+7 1
+3 1
-2 1
+2 1
-1 1
+1 5
532 5
+3 1
-3 1
+3 8
+6 2
-6 9
+6 6
+4 26
+14 2
+4 1
+3 1
+1 1
-4 2
+3 3
+6 2
-37 6
+7 8
+8 2
+4 1
+1 1
-1 2
+18 2
-69 8
+75 4
+8 7
+2 2
-2 1
+6 3
+3 1
+1 5
-4 3
+21 2
-21 4
+3 1
+1 4
-4 1
+6 4
+3 2
+5 1
+2 2
+1 1
+1 1
-2 2
+1 2
-19 5
+46 3
+1 2
+1 2
+2 2
-1 3
-23 2
-7 1
+11 2
+3 1
+2 4
+1 1
+5 2

fl=(30)
fn=(136) mempcpy
206 45
+1 45
+1 45
+17 45
+1 45
+2 9
+1 9
+1 9
+2 6
+1 6
+1 6
+2 6
+80 36
+1 36
+2 12
+4 12
+1 7
+1 7
+1 2
+1 2
+1 2
+1 2
+2 2
+2 7
+6 5
+1 5
+1 5
+1 5
+1 5
+29 24
+1 24
+1 24
+1 24
+1 24
+7 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
+11 3
+1 3
+2 3
+1 3
+1 3

fn=(86)
219 31
+6 31
+1 31
+2 22
+1 22
+1 22
+2 10
+1 10
+1 10
+2 10
+80 9
+1 9
+2 1
+4 1
+1 1
+1 1
+1 1
+1 1
+4 1
+2 1
+39 8
+1 8
+1 8
+1 8
+1 8
+7 12
+1 12
+1 12
+1 12
+1 12
+1 12
+1 12
+11 12
+1 12
+2 12
+1 12
+1 12

fl=(50)
fn=(1080)
119 4

fn=(1738) _dl_audit_objclose
98 28

fn=(164) _dl_audit_activity_map
29 7
+2 1
-1 1
+1 2
+6 8

fn=(530) _dl_audit_activity_nsid
45 12
+2 9
+4 3

fn=(216) _dl_audit_objopen
78 20

fl=(73) ./malloc/./malloc/scratch_buffer_set_array_size.c
fn=(248) __libc_scratch_buffer_set_array_size
30 45
+4 5
+1 10
+10 10
+18 5
-17 5
+17 15

fl=(75) ./elf/./elf/dl-version.c
fn=(262) _dl_check_map_versions
155 49
+15 7
-15 7
+15 14
+2 28
+2 7
+1 7
+2 14
+3 10
-16 10
+20 5
-28 5
+24 5
+4 30
+16 10
36 5
200 5
36 30
200 12
36 6
200 6
36 36
+1 47
-1 94
+2 174
cfi=(55) ./elf/./elf/dl-misc.c
cfn=(186) _dl_name_match_p
calls=58 +30 
* 6150
* 116
204 22
+4 33
+5 11
fi=(249) ./elf/../sysdeps/generic/_itoa.h
76 33
fe=(75)
213 22
+4 22
+1 22
-1 11
+4 11
-3 11
+3 11
-3 33
-1 58
+1 58
-1 29
+4 29
-3 29
+3 29
-3 122
56 160
+8 120
+6 120
+16 40
+1 80
+2 40
+5 360
+14 1298
+12 1827
+4 609
-30 1218
231 160
+3 120
+5 29
-24 29
110 40
+3 160
cfi=(33) ./string/../sysdeps/x86_64/multiarch/../multiarch/strcmp-sse2.S
cfn=(98) strcmp
calls=40 +18 
* 1635
* 120
224 160
+1 3
cfi=(33)
cfn=(98)
calls=1 -94 
* 57
* 2
+3 24
+15 33
+5 6
-50 6
+59 25
+3 10
+3 35
+3 15
+4 118
-7 472
+3 359
+8 15
+6 12
fi=(29) ./elf/../include/rtld-malloc.h
44 6
fe=(75)
280 12
fi=(29)
44 6
cfi=(28) ./elf/./elf/dl-minimal-malloc.c
cfn=(78) __minimal_calloc
calls=6 +38 
* 231
fe=(75)
281 12
-2 6
fi=(29)
44 6
fe=(75)
281 6
+13 6
-3 6
+3 24
+2 12
+3 20
+4 33
+18 29
-15 29
+2 29
-2 29
+2 29
-2 29
+2 58
-2 11
+2 11
-2 11
+2 11
-2 11
+2 22
+2 40
+1 40
-1 120
+1 40
+1 40
-2 40
+2 80
+1 120
+3 120
+8 33
+5 6
-28 6
+33 10
+3 10
+20 118
-14 246
-2 118
+6 118
+1 118
+1 118
-1 354
+1 118
-1 118
+1 118
+1 118
+3 369
+12 10
+1 10
+1 10
+1 4
+19 63
164 2
-8 2
257 5
+17 3
+60 2
-40 2
+76 4
+2 4
+4 2
-4 104
+1 52
+2 1
+1 2
-1 1
+1 1
cfi=(33)
cfn=(264) strncmp
calls=1 125 
* 31
* 2

fn=(260) _dl_check_all_versions
392 5
+4 5
-2 2
+4 42
cfn=(262)
calls=7 155 
* 20750
-2 7
+2 21
-1 7
-1 14
+5 7

fl=(221) ./elf/./elf/dl-call_fini.c
fn=(1712) _dl_call_fini
24 28
+4 14
+6 7
-2 7
+3 14
+3 5
+1 5
-1 5
+1 10
+3 20
+1 5
cob=(4)
cfi=(150)
cfn=(1818)
calls=1 -43 
* 152
cob=(6) /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
cfi=(151) ???
cfn=(1800) 0x0000000000004660
calls=1 -43 
* 152
cob=(7)
cfi=(152)
cfn=(1758)
calls=1 -43 
* 1111
cob=(5) /usr/libexec/valgrind/vgpreload_core-amd64-linux.so
cfi=(145) ???
cfn=(1740) 0x00000000000010c0
calls=1 -43 
* 152
cob=(8)
cfi=(161)
cfn=(1714)
calls=1 -43 
* 152
-1 20
+5 7
+1 14
+1 5
+1 5
-1 5
+1 10
-1 5
cob=(2)
cfi=(52)
cfn=(1834) 0x0000000004ce43d8
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1816) 0x0000000004a788c8
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1798) 0x00000000049de5c0
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1756) 0x0000000004838278
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1736) 0x000000000010da94
calls=1 -49 
* 3
+1 8

fl=(78) ./elf/./elf/dl-lookup.c
fn=(294) do_lookup_x
348 14224
+1 1778
-1 7112
+6 1778
-6 3556
+7 1778
+41 1778
-30 3556
+30 1778
-30 7112
+14 16833
+8 5611
-4 5611
+1 5611
+3 22444
+1 11222
+3 5611
-3 5611
+4 11222
+7 5611
-3 11222
-2 5611
+5 16833
+3 39277
+99 11544
359 11222
+3 11222
+4 11222
+4 11222
+4 11222
fi=(4) ./elf/../sysdeps/generic/ldsodefs.h
141 3526
+1 5289
fe=(78)
460 3526
fi=(80) ./elf/../sysdeps/generic/dl-protected.h
29 7052
fe=(78)
467 9168
+16 3362
+1 1681
+1 3526
-78 5403
-1 3602
+2 3602
+2 1800
+6 7200
-6 1800
+6 12600
+7 8046
-10 22220
+3 1769
-1 3538
+1 1769
-1 1769
+2 3538
-1 21228
cfn=(296) check_match
calls=1769 71 
* 160960
+4 5307
+3 14
+82 15
+1 14224
223 164
+2 82
-2 164
+2 82
-2 82
+2 82
-2 82
+2 246
+2 82
-2 246
cfi=(25) ./elf/../sysdeps/nptl/dl-tls_init_tp.c
cfn=(92) rtld_mutex_dummy
calls=82 44 
* 164
+2 82
+1 82
+1 328
+2 162
+1 81
-1 486
+1 81
-1 162
+1 162
-1 243
+1 162
-1 1467
+24 352
+3 95
+1 285
-23 176
-1 352
471 3579
-17 77
+2 2
263 1458
+49 492
-1 164
+19 246
+2 82
-2 328
+2 82
cfi=(25)
cfn=(92)
calls=82 44 
* 164
+2 164
+1 82
-1 82
+1 82
177 518
-2 84
+1 252
-3 332
+7 82
+1 82
+1 82
+1 82
319 328
-59 276
432 1
fi=(29)
44 4
cfi=(28)
cfn=(78)
calls=1 +38 
* 34
* 1
fe=(78)
303 2
+3 1
+2 1
-77 1
+70 1
+6 1
-6 1
+7 1
-7 1
171 12
+1 314
+98 6
cfi=(55)
cfn=(474) _dl_higher_prime_number
calls=2 125 
* 157
fi=(29)
44 2
fe=(78)
270 2
fi=(29)
44 4
cfi=(28)
cfn=(78)
calls=2 +38 
* 68
* 2
fe=(78)
273 4
172 6
280 4
172 6
280 10
+1 276
+1 140
171 70
282 140
171 70
282 70
171 70
+1 70
-1 70
+1 210
+1 440
+2 14
+1 42
-3 168
+7 70
+3 70
-2 70
+99 276
+6 6
-16 4
+16 12
cfi=(28)
cfn=(154) __minimal_free
calls=2 97 
* 8
171 2
289 2
-2 2
+3 4
-1 2
+1 4
171 4
+1 2
-1 2
+1 8
+5 10
437 15858

fn=(290) _dl_lookup_symbol_x
756 23114
fi=(79) ./elf/../sysdeps/generic/dl-new-hash.h
74 1778
+3 3556
-8 1778
+1 3556
+10 1778
+1 3556
-1 36532
+1 73064
+20 37419
-2 37419
+6 37419
-3 74838
+2 37419
-30 37419
+3 74838
fe=(78)
758 1778
+1 1778
+3 1778
-4 1778
+1 1778
+7 7076
+3 1778
+2 3556
-2 1778
+6 3556
-7 21336
+7 75
+1 24892
cfn=(294)
calls=1778 348 
* 632317
* 5334
+28 1778
-23 5334
+23 1778
-23 3556
+24 10562
+7 1763
-7 1763
+35 7052
+34 1763
-20 5289
+3 3526
-57 1778
+76 16002
fi=(79)
87 891
+1 891
+1 1782
+1 891
fe=(78)
783 90
+18 45
+54 2

fn=(296)
71 1769
+3 1769
-3 21228
+3 7066
+13 1764
-13 1764
+13 1764
-13 1764
+13 5292
+3 3692
cfi=(33)
cfn=(98)
calls=41 +41 
* 1713
* 82
+4 1764
+1 3528
+2 3522
+19 3522
+1 14088
+2 2
-40 1762
+84 10614
-18 6
+2 6
+1 3
-1 6
+1 9
-1 6
+4 2
+1 7
+2 3
-75 4
+39 5280
cfi=(33)
cfn=(98)
calls=1760 +13 
* 63609
* 3520
-44 20
+5 10

fl=(130) ./elf/./dl-find_object.h
fn=(480) _dl_find_object_from_map
95 14
+1 14
+1 7
+8 14
-2 7
+2 21
+1 176
+1 122
+2 21
+5 7

fl=(48) ./elf/../elf/dl-tls.c
fn=(412) _dl_add_to_slotinfo
1105 14
+6 2
+3 2
+1 2
+4 6
+36 4
+3 6
+1 6
+3 12

fn=(268) _dl_tls_static_surplus_init
122 1
+4 1
-4 2
+4 1
-4 2
+4 3
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+1 4
cfi=(11)
cfn=(28)
calls=1 408 
* 20
+6 1
+2 1
-8 1
+6 2
+2 3
+3 1
+2 1
-32 3
+34 3
+1 5

fn=(158) _dl_count_modids
225 2
+1 1
+15 2

fn=(274) allocate_dtv
391 1
fi=(29)
44 1
fe=(48)
391 3
+5 1
+4 1
+1 1
fi=(29)
44 1
cfi=(28)
cfn=(78)
calls=1 +38 
* 34
fe=(48)
402 2
+3 1
+6 3
+6 4

fn=(276) _dl_tls_initial_modid_limit_setup
1088 1
+2 4
+6 4
-6 6
+2 9
+1 6
+6 1
+1 1

fn=(270) _dl_determine_tlsoffset
247 7
+6 3
+3 2
+36 3
+2 1
-2 1
-2 1
-40 1
-1 1
-1 1
+46 2
+23 6
+3 2
-3 10
+2 4
-2 2
-25 2
+20 2
-20 10
+2 4
+3 2
-1 2
+5 4
-5 2
+1 2
-1 2
+3 4
+2 6
+32 2
-1 1
+53 1
-52 5
+2 2
+51 8

fn=(476) _dl_allocate_tls_init
564 9
+1 2
+4 1
+6 1
-6 1
+6 1
cfi=(25)
cfn=(92)
calls=1 44 
* 2
+3 3
+12 1
-18 1
+42 3
-19 12
+9 6
+1 4
+6 6
+3 2
-2 2
+2 2
-2 2
+2 8
+4 2
-4 2
+4 2
-1 4
+4 4
+1 8
+2 4
+1 4
+17 2
-8 2
+8 2
+2 6
cfi=(30)
cfn=(136)
calls=2 206 
* 24
* 10
cfi=(45) ./string/../sysdeps/x86_64/multiarch/../multiarch/memset-vec-unaligned-erms.S
cfn=(140) memset
calls=2 141 
* 36
+6 2
-55 8
+6 7
+55 2
cfi=(25)
cfn=(92)
calls=1 44 
* 2
+3 2
+3 9

fn=(272) _dl_allocate_tls_storage
448 4
+2 1
+11 1
88 1
465 1
fi=(29)
56 1
cfi=(28)
cfn=(82) __minimal_malloc
calls=1 -21 
* 52
fe=(48)
466 2
+11 5
+5 1
-5 1
+1 1
+4 304
+19 1
+2 2
cfn=(274)
calls=1 391 
* 53
+1 2
94 1
509 5

fn=(244) _dl_assign_tls_modid
156 2
+3 2
+13 2
-13 2
+53 2
+2 2
+3 2
+1 4

fl=(26) ./elf/./elf/dl-environ.c
fn=(74) _dl_next_ld_env_entry
29 3
+3 16
+13 6
-13 12
+2 16
+1 10
+5 2
-3 2
+3 2
+2 2
+7 1

fl=(33)
fn=(264)
125 1
+1 1
+1 1
+1 1
+1 1
+2 1
+1 1
+2 1
+1 1
+21 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+17 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
2104 1
+3 1
+1 1
+2 1
+1 1
+8 1
+1 1

fn=(98)
131 2107
+1 2107
+2 2107
+1 2107
+21 2107
+1 2107
+1 1100
+1 1100
+1 979
+1 979
+1 979
+1 979
+17 979
+1 979
+1 979
+1 979
+1 979
+1 979
+1 979
+5 18
+1 18
+9 18
+1 18
+1 18
+1 18
+1 18
+1 18
+1 18
+1 18
-7 1128
+1 1128
+1 1128
+1 1128
+1 1128
+1 1128
+1 1128
+1 1128
+1 199
+1 108
+1 108
+1 108
+2 108
+1 108
+1 108
+1 108
+1 108
+1 108
-5 91
+1 91
+1 91
+1 91
+1 91
+1 91
+10 947
+1 947
+1 947
+2 947
+6 947
+1 947
+1 947
+1 947
+1 947
+5 947
+2 938
+1 938
+1 1876
+8 938
+1 938
+3 938
+1 938
+1 938
+1 938
+1 938
+1 938
+31 8
+1 8
+1 8
+1 8
+1 8
+2 8
+1 8
+1 8
+1 8
+1 8
+1 8
+1 8
424 1
+1 1
+1 1
+1 1
+1 1
+2 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+1 1
+3 1
+1 1
+1 1
+6 1
+1 1
+1 2
+4 1
+1 1
+3 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
780 4
+1 4
+1 4
+1 4
+1 4
+2 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 1
+4 1
+1 1
+1 1
+6 1
+1 1
+1 2
+4 1
+1 1
+3 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
+69 5
+1 5
+1 5
+1 5
+1 5
+2 5
+1 5
+1 5
+1 5
+1 5
+1 5
+1 5
+1 4
+4 4
+1 4
+1 4
+6 4
+1 4
+1 8
+4 4
+1 4
+3 4
+1 4
+1 4
+2 4
+1 4
+1 4
+4 4
+1 4
+1 4
+1 4
+1 4
+1 4
+7 1
+1 1
+2 1
+1 1
+2 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
+41 6
+1 6
+1 6
+1 6
+1 6
+2 6
+1 6
+1 6
+1 6
+1 6
+1 6
+1 6
1137 9
+1 9
+1 9
+1 9
+1 9
+2 9
+1 9
+1 9
+1 9
+1 9
+1 9
+1 9
+1 2
+4 2
+1 2
+1 2
+6 2
+1 2
+1 4
+4 2
+1 2
+3 2
+1 2
+1 2
+2 2
+1 2
+1 2
+4 2
+1 2
+1 2
+1 2
+1 2
+1 2
+69 42
+1 42
+1 42
+1 42
+1 42
+2 42
+1 42
+1 42
+1 42
+1 42
+1 42
+1 42
+1 17
+4 17
+1 17
+1 17
+6 17
+1 17
+1 34
+4 17
+1 17
+3 17
+1 17
+1 17
+2 17
+1 17
+1 17
+4 17
+1 17
+1 17
+1 17
+1 17
+1 17
+69 27
+1 27
+1 27
+1 27
+1 27
+2 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 21
+4 21
+1 21
+1 21
+6 21
+1 21
+1 42
+4 21
+1 21
+3 21
+1 21
+1 21
+2 21
+1 21
+1 21
+4 21
+1 21
+1 21
+1 21
+1 21
+1 21
+69 21
+1 21
+1 21
+1 21
+1 21
+2 21
+1 21
+1 21
+1 21
+1 21
+1 21
+1 21
+1 1
+4 1
+1 1
+1 1
+6 1
+1 1
+1 2
+4 1
+1 1
+3 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
+69 4
+1 4
+1 4
+1 4
+1 4
+2 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 3
+4 3
+1 3
+1 3
+6 3
+1 3
+1 6
+4 3
+1 3
+3 3
+1 3
+1 3
+2 3
+1 3
+1 3
+4 3
+1 3
+1 3
+1 3
+1 3
+1 3
+69 25
+1 25
+1 25
+1 25
+1 25
+2 25
+1 25
+1 25
+1 25
+1 25
+1 25
+1 25
+1 3
+4 3
+1 3
+1 3
+6 3
+1 3
+1 6
+4 3
+1 3
+3 3
+1 3
+1 3
+2 3
+1 3
+1 3
+4 3
+1 3
+1 3
+1 3
+1 3
+1 3
+7 1
+1 1
+2 1
+1 1
+2 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
+41 10
+1 10
+1 10
+1 10
+1 10
+2 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 6
+4 6
+1 6
+1 6
+6 6
+1 6
+1 12
+4 6
+1 6
+3 6
+1 6
+1 6
+2 6
+1 6
+1 6
+4 6
+1 6
+1 6
+1 6
+1 6
+1 6
+7 1
+1 1
+2 1
+1 1
+2 1
+1 1
+1 1
+2 1
+1 1
+1 1
+4 1
+1 1
+1 1
+1 1
+1 1
+1 1
+41 37
+1 37
+1 37
+1 37
+1 37
+2 37
+1 37
+1 37
+1 37
+1 37
+1 37
+1 37
+2 11
+4 11
+1 11
+1 11
+6 11
+1 11
+2 22
+4 11
+1 11
+3 11
+1 11
+1 11
+2 11
+1 11
+1 11
+4 11
+1 11
+1 11
+1 11
+1 11
+1 11
+71 1008
+2 1008
+1 1008
+1 1008
+1 1008
-3 138
+1 138
+1 138
+1 138
+1 216
+5 108
+6 108
+1 108
+8 108
+1 108
-16 1999
+6 1999
+1 1999
+8 1999
+1 1999

fl=(142) ./elf/./elf/dl-runtime.c
fn=(522) _dl_fixup
46 91
+2 65
+1 13
+6 13
fi=(250) ./elf/../sysdeps/x86_64/dl-runtime.h
-27 13
fe=(142)
+21 13
+5 13
+1 13
-6 13
+6 26
+1 13
+2 13
-2 13
+2 13
-2 65
+7 26
+4 26
+4 39
+4 39
+1 52
+1 39
+8 13
-1 13
+1 26
+10 130
cfi=(78)
cfn=(290)
calls=13 756 
* 8080
* 13
+4 65
+10 130
+15 52
+9 39
+26 39
fi=(5)
+61 13
fe=(142)
-57 78
-1 26
fi=(178) ./elf/../sysdeps/x86_64/dl-irel.h
32 1
cob=(3)
cfi=(91)
cfn=(394)
calls=1 +25 
* 21
fe=(142)
+93 2

fl=(218)
fn=(1704)
26 4
+17 1
-17 6
+20 13
+3 2
cob=(3)
cfi=(219)
cfn=(1706)
calls=1 +31 
* 39
+2 1
+3 2
+2 5
+7 3
+10 1
-12 1
+2 1
cfi=(50)
cfn=(530)
calls=1 -18 
* 8
+5 6
+5 1
-5 1
+5 2
+2 14
+2 14
+2 14
+1 7
+1 7
+4 7
-12 21
+14 6
+1 4
+6 6
cfi=(13)
cfn=(252)
calls=1 304 
* 532
+9 2
cob=(3)
cfi=(220)
cfn=(1708)
calls=1 368 
* 35
+5 13
+14 7
-14 14
+2 7
+2 14
+2 28
cfi=(221)
cfn=(1712)
calls=7 -90 
* 1933
+3 14
cfi=(50)
cfn=(1738)
calls=7 -19 
* 28
* 21
+9 3
cfi=(50)
cfn=(530)
calls=1 -81 
* 8
* 2
+6 4
+2 1
-2 2
+6 2
+7 8

fl=(53) ./elf/./elf/dl-error-skeleton.c
fn=(256) _dl_receive_error
238 5
+1 1
+1 1
+3 1
+1 1
+2 1
cfi=(2)
cfn=(258) version_check_doit
calls=1 677 
* 20870
+2 1
+1 1
+1 4

fn=(178) _dl_catch_exception
175 12
+5 12
-5 36
+5 12
-2 24
+21 12
+7 24
-7 12
+1 24
+3 24
+3 12
cfi=(54) ./setjmp/../sysdeps/x86_64/setjmp.S
cfn=(180) __sigsetjmp
calls=12 32 
* 228
* 24
+2 36
cfi=(67) ./elf/./elf/dl-deps.c
cfn=(222) openaux
calls=11 61 
* 24911
cfi=(2)
cfn=(182) map_doit
calls=1 644 
* 2338
+2 12
-1 12
+1 12
-1 12
+1 24
-25 12
+34 24

fn=(174) _dl_catch_error
225 9
+2 2
cfn=(178)
calls=1 -52 
* 2388
* 1
+1 2
+1 1
+1 1
-1 1
+1 1
+2 5

fl=(61) ./misc/../sysdeps/unix/sysv/linux/mmap64.c
fn=(204) mmap
47 26
+3 52
+8 104
+2 26

fl=(16)
fn=(500) __x86_cpu_features
39 3
+32 2

fn=(36)
39 3
+2 1
cfi=(17) ./elf/../sysdeps/x86/cpu-features.c
cfn=(38) init_cpu_features.constprop.0
calls=1 399 
* 6963

fl=(19) ./elf/../sysdeps/x86/get-isa-level.h
fn=(114) _dl_hwcaps_subdirs_active
31 1
fi=(39) ./elf/../sysdeps/x86_64/dl-hwcaps-subdirs.c
+7 1
fe=(19)
-7 2
-1 2
fi=(39)
+22 1
fe=(19)
-20 3
+4 1
fi=(39)
+2 1
fe=(19)
-2 2
+3 4
+1 4
+5 1
fi=(39)
-7 1
fe=(19)
+7 3
fi=(39)
-2 1
fe=(19)
+5 2
+3 5
+2 4
+1 2
+1 2
+6 1
fi=(39)
-13 1
fe=(19)
+13 1
-3 2

fl=(8) ./elf/./elf/dl-setup_hash.c
fn=(14) _dl_setup_hash
28 7
-3 7
+3 14
+3 21
+1 14
+2 7
-1 7
+3 21
+1 7
+1 14
+7 7
-5 7
-2 7
+3 14
+2 7
+2 14
+5 7

fl=(28)
fn=(82)
35 168
+1 126
+11 123
+3 41
-3 41
+3 82
-3 2
+3 1
-3 1
+3 158
+18 42
+1 42
+2 168
-16 12
+1 6
+2 3
+1 21
cfi=(61)
cfn=(204)
calls=3 -12 
* 24
* 3
+2 6
+2 6
+2 2
+4 2
-4 4
-23 1
-1 1
+1 1
+1 2
-2 2
+27 1
-3 2
+4 2

fn=(78)
82 17
-4 68
+7 17
+1 51
fi=(29)
-30 17
cfi=(28)
cfn=(82)
calls=17 -21 
* 468
fe=(28)

fn=(154)
97 12

fl=(54)
fn=(180)
32 12
+9 12
+1 24
+1 12
+4 12
+1 12
+1 12
+1 12
+1 12
+2 24
+2 12
+1 12
+3 24
+2 12
+19 12
+1 12

fl=(43) ./string/../sysdeps/x86_64/multiarch/../multiarch/memcmp-sse2.S
fn=(128) bcmp
71 1
+1 1
+22 1
+1 1
+45 1
+1 1
+2 1
+1 1
+2 1
+1 1
+2 1
+1 1
+47 1
+1 1
+1 1
+1 1
+1 1
+1 1

fl=(14)
fn=(30)
24 2
fi=(15) ./elf/../sysdeps/unix/sysv/linux/brk.c
+13 1
+1 2
+6 1
+1 1
fe=(14)

fl=(66) ./io/../sysdeps/unix/sysv/linux/access.c
fn=(218) access
27 7
+4 1

fl=(38) ./elf/./elf/dl-hwcaps.c
fn=(134) copy_hwcaps
77 6
+6 2
-6 2
+6 2
-6 4
fi=(40) ./elf/./dl-hwcaps.h
-23 2
+2 4
+32 2
+1 2
+1 2
fe=(38)
-8 4
+1 4
-1 2
+1 8
cfi=(30)
cfn=(136)
calls=2 206 
* 24
+4 2
+2 2
+2 2
-3 2
+1 4
+1 4
+1 2
-11 4
cfi=(41) ./elf/./elf/dl-hwcaps_split.c
cfn=(120) _dl_hwcaps_split_masked
calls=2 -29 
* 131
* 4
cfi=(41)
cfn=(120)
calls=2 -29 
* 163
* 8
+13 12

fn=(112) _dl_important_hwcaps
175 4
+1 1
-1 6
+1 1
-1 1
+1 1
-1 1
+1 1
-1 1
+1 1
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+3 1
-1 1
+1 1
-1 1
+1 1
+9 2
-9 1
+8 1
cfi=(19)
cfn=(114)
calls=1 31 
* 48
fi=(40)
54 1
fe=(38)
188 2
-1 1
fi=(40)
56 1
+32 1
+1 1
+1 1
fe=(38)
-35 2
cfi=(41)
cfn=(120)
calls=1 -4 
* 20
* 2
fi=(40)
-1 1
+2 1
-2 1
+34 2
+1 2
+1 1
fe=(38)
-32 2
-1 2
+1 2
+1 2
-1 2
-3 4
cfi=(41)
cfn=(120)
calls=2 -4 
* 131
* 2
cfi=(41)
cfn=(120)
calls=1 -4 
* 143
* 6
+48 3
fi=(29)
-47 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(38)
+49 2
-2 1
+2 1
fi=(40)
-51 1
fe=(38)
+57 2
-3 1
fi=(40)
-54 1
+2 4
+1 1
fe=(38)
+58 2
cfi=(41)
cfn=(122) _dl_hwcaps_split
calls=1 -90 
* 11
* 1
+2 1
-2 1
fi=(40)
-61 3
+2 1
-2 1
+34 2
+1 5
+1 1
fe=(38)
+40 10
+1 4
+1 2
+1 2
-1 2
-4 4
cfi=(41)
cfn=(120)
calls=2 -77 
* 131
* 2
cfi=(41)
cfn=(120)
calls=1 -77 
* 143
* 6
+8 5
+9 5
+3 8
-2 6
+14 1
+4 1
+1 2
+1 1
-20 2
+19 1
+1 1
-20 2
+8 2
+4 7
cfi=(43)
cfn=(128)
calls=1 -87 
* 18
+1 3
-14 9
+53 2
+1 4
+4 5
+1 1
-1 1
+1 2
+1 2
-2 5
+1 1
-1 1
+1 2
+1 2
-2 5
+5 1
+27 1
-5 1
+5 1
-7 1
+7 2
-7 5
+7 2
-5 1
+1 4
fi=(44) ./elf/../sysdeps/x86/dl-hwcap.h
57 6
fe=(38)
236 3
-3 1
+1 1
cfi=(23)
cfn=(66)
calls=1 101 
* 16
+1 1
-1 1
+1 2
-5 6
+8 3
+2 1
+2 3
-2 1
+1 2
+4 5
+1 1
+3 3
+5 2
-1 2
+4 2
+1 2
+16 2
+7 2
-7 2
+7 1
-7 5
+7 2
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
* 1
fe=(38)
282 2
+7 1
+1 1
+1 4
-1 5
+1 1
cfn=(134)
calls=1 77 
* 44
+1 5
cfn=(134)
calls=1 77 
* 366
+11 1
-8 1
+1 1
+7 2
+2 1
-2 1
+34 1
-10 1
+10 4
-7 2
+7 2
+10 4
-1 1
+1 2
-1 2
+1 1
-90 2
+86 1
+4 3
-4 4
-3 1
+3 1
cfi=(30)
cfn=(136)
calls=1 206 
* 17
* 2
-3 1
+3 1
cfi=(30)
cfn=(136)
calls=1 206 
* 17
* 2
+3 2
-3 6
+3 5
+1 12
+1 2
-2 1
+2 1
cfi=(30)
cfn=(136)
calls=1 206 
* 14
* 2
-2 2
+5 6
cfi=(30)
cfn=(136)
calls=2 206 
* 28
* 4
+2 16
+6 1
-1 3
+1 7
-1 22
+5 7
+3 2
-3 2
+3 2
-3 4
+3 4
-3 4
+3 4
+1 36
+1 12
-1 12
+1 24
-2 12
+1 24
-1 42
260 1
+1 1
-1 2
+2 1
-1 1
+1 3
-1 2
+2 2
+7 4
370 9
+3 1
+2 2
-1 1
+1 1
-2 2
+2 2
-1 1
-1 2
+5 2
+3 2
-6 2
+2 6
+3 1
+1 2
-6 2
+6 3
+7 7
+1 1
-1 2
+3 2
-3 3
+1 3
-1 6
+3 6
+3 3
-21 1
-59 2
+86 9
254 2

fl=(67)
fn=(220) _dl_map_object_deps
143 4
+1 2
-1 2
+1 1
-1 1
+1 1
-1 1
+1 1
-1 5
+1 1
-8 1
+8 2
-8 1
-6 1
+6 1
-8 1
+16 1
-15 1
+1 1
+6 1
+24 4
-28 2
-2 1
+31 1
-33 2
+2 2
+30 2
-30 1
-1 4
+7 4
+24 2
-32 1
+60 1
-60 2
+54 1
+46 1
-64 1
fi=(74) ./elf/../include/scratch_buffer.h
-87 2
fe=(67)
+87 1
fi=(74)
-86 1
fe=(67)
184 1
+44 4
-31 1
-4 1
+4 8
-4 6
+4 12
+11 18
-18 2
+18 4
417 14
+2 5
+3 5
-3 15
+3 10
fi=(29)
56 5
cfi=(28)
cfn=(82)
calls=5 -21 
* 120
fe=(67)
423 15
fi=(29)
56 5
fe=(67)
423 5
+6 5
+1 25
cfi=(30)
cfn=(86)
calls=5 219 
* 58
+1 30
cfi=(30)
cfn=(86)
calls=5 219 
* 58
+4 5
-1 5
+5 21
188 12
+22 20
+8 5
-3 5
+1 5
+2 5
+3 5
-4 5
+4 15
-31 5
+31 5
-31 30
+42 22
-2 11
+2 22
cfi=(53)
cfn=(178)
calls=11 -57 
* 25461
* 11
+1 22
+9 11
+2 22
+5 5
+6 5
+2 5
-8 10
+3 5
+1 5
+1 5
+1 5
+4 25
+4 33
+1 24
-43 556
+1 278
+6 44
cfi=(31) ./elf/./elf/dl-load.c
cfn=(148) _dl_dst_count
calls=11 +10 
* 512
* 55
+38 384
-45 25
fi=(74)
85 3
fe=(67)
448 5
+4 4
+11 5
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(67)
465 3
fi=(29)
56 1
fe=(67)
465 1
+5 1
+2 1
-2 1
+1 1
+3 1
-4 2
+4 1
+4 21
+7 7
-2 7
+2 7
-2 7
+2 7
+5 7
-16 21
+21 3
+37 2
+15 1
-11 1
+11 1
-14 2
+20 1
-1 4
+1 4
-1 5
cfi=(13)
cfn=(252)
calls=1 304 
* 465
+5 1
+2 1
+1 1
+1 1
-2 1
+2 2
+7 3
+3 2
+3 8
442 18
-1 7
+1 14
183 6
449 2
198 53
+3 5
fi=(74)
-70 15
cfi=(73)
cfn=(248)
calls=5 30 
* 95
fe=(67)
+70 10
+4 10
547 4
cfi=(30)
cfn=(86)
calls=1 219 
* 18
* 3

fn=(222)
61 22
+7 11
-4 22
+1 11
-1 88
cfi=(31)
cfn=(184) _dl_map_object
calls=11 1971 
* 24724
* 11
+5 22

fl=(72) ./io/../sysdeps/unix/sysv/linux/pread64_nocancel.c
fn=(246) __pread64_nocancel
25 2
+1 8
+1 2

fl=(56) ./io/../sysdeps/unix/sysv/linux/open64_nocancel.c
fn=(190) __open_nocancel
31 19
-3 19
+3 114
+8 133
+2 6
-2 39
+2 13

fl=(51) ./string/../string/strcspn.c
fn=(168) strcspn
32 3
+1 3
+1 2
+5 6
+1 4
+1 4
+1 4
+2 1
+3 3
+1 2
-1 6
+1 4
+3 4
+1 4
+1 4
+1 4
+2 3
+6 1
-1 1
+1 1
+2 2
-1 2
+2 1
+2 6
-5 11
-1 11
+1 11
+2 22
-1 22
+2 11
+2 66
+2 1
+1 3
+1 1
-1 1
+1 2

fl=(144) ./elf/./elf/dl-init.c
fn=(540) call_init
29 16
-2 64
+8 32
+2 16
+6 7
+3 7
-3 14
+3 14
+5 12
+8 18
+1 24
cob=(2)
cfi=(52)
cfn=(848) 0x00000000048de000
calls=1 -60 
* 6
cob=(2)
cfi=(52)
cfn=(572) 0x0000000004a62000
calls=1 -60 
* 6
cob=(2)
cfi=(52)
cfn=(562) 0x0000000004c71000
calls=1 -60 
* 6
cob=(2)
cfi=(52)
cfn=(542) 0x0000000004838000
calls=1 -60 
* 6
+3 6
+1 12
+6 10
+2 10
-2 5
+3 45
+1 60
cob=(7)
cfi=(152)
cfn=(1054)
calls=1 -74 
* 241
cob=(7)
cfi=(152)
cfn=(1028)
calls=1 -74 
* 50
cob=(7)
cfi=(152)
cfn=(1002)
calls=1 -74 
* 50
cob=(7)
cfi=(152)
cfn=(984)
calls=1 -74 
* 34
cob=(7)
cfi=(152)
cfn=(966)
calls=1 -74 
* 34
cob=(7)
cfi=(152)
cfn=(964)
calls=1 -74 
* 80
cob=(7)
cfi=(152)
cfn=(960)
calls=1 -74 
* 162
cob=(7)
cfi=(152)
cfn=(958)
calls=1 -74 
* 80
cob=(7)
cfi=(152)
cfn=(956)
calls=1 -74 
* 44
cob=(7)
cfi=(152)
cfn=(930)
calls=1 -74 
* 78
cob=(7)
cfi=(152)
cfn=(894)
calls=1 -74 
* 2552
cob=(7)
cfi=(152)
cfn=(884)
calls=1 -74 
* 714
cob=(7)
cfi=(152)
cfn=(858)
calls=1 -74 
* 1738
cob=(6)
cfi=(151)
cfn=(842) 0x00000000000046a0
calls=1 -74 
* 12
cob=(3)
cfi=(149)
cfn=(560)
calls=1 +10 
* 11
* 20
cob=(7)
cfi=(152)
cfn=(852)
calls=1 -74 
* 12
cob=(6)
cfi=(151)
cfn=(576) __cpu_indicator_init
calls=1 -74 
* 656
cob=(4)
cfi=(150)
cfn=(566)
calls=1 -74 
* 12
cob=(3)
cfi=(146)
cfn=(552)
calls=1 -28 
* 64
cob=(5)
cfi=(145)
cfn=(546) 0x0000000000001100
calls=1 -74 
* 12
-1 60
+3 48
-29 2

fn=(538) _dl_init
81 11
+1 1
+1 1
+3 3
+8 2
+25 1
+1 5
+1 5
-1 1
+1 1
cfn=(540)
calls=1 -92 
* 36
* 30
-1 6
+1 6
cfn=(540)
calls=6 -92 
* 7048
-1 14
+7 8
-39 1
cfn=(540)
calls=1 -59 
* 78
+1 2

fl=(41)
fn=(120)
51 33
+3 22
cfn=(122)
calls=11 -29 
* 463
* 6
cfn=(122)
calls=3 -29 
* 174
* 28
+2 9
+1 27
+1 42
cfn=(126) _dl_hwcaps_contains
calls=6 +9 
* 24
* 12
+4 22

fn=(122)
25 45
+1 45
+4 36
+4 48
+1 12
-1 24
+2 24
+5 27
cfi=(42) ./string/../sysdeps/x86_64/multiarch/../multiarch/strchr-sse2.S
cfn=(124) index
calls=9 -8 
* 207
+4 18
-3 18
+1 6
+3 6
+1 42
-20 6
+20 18
-4 6
cfi=(23)
cfn=(66)
calls=3 +58 
* 48
* 3
+3 3
-3 6

fn=(126)
67 12
+1 6
+9 6

fl=(45)
fn=(140)
141 55
+5 11
+1 11
+3 9
+1 9
+2 1
+1 1
+1 1
+34 4
+1 4
+2 4
+60 8
+1 8
+12 8
+3 8
+1 8
+12 4
+1 4
+13 4
+1 4
+2 4
+3 3
+3 6
+3 3
+1 3
+1 3
+1 3
+1 3
+1 3
+1 3
-6 83
+1 83
+1 83
+1 83
+1 83
+1 83
+1 83
+3 4
+1 4
+1 4
+1 4
+5 4
+34 2
+2 2
+1 2
+39 2
+1 2
+2 2

fl=(68) ./io/../sysdeps/unix/sysv/linux/stat64.c
fn=(228) stat
28 10
+1 40
cfi=(60)
cfn=(202)
calls=10 154 
* 88

fl=(117) ./misc/../sysdeps/unix/syscall-template.S
fn=(410) mprotect
117 28
+5 7

fn=(534) munmap
117 4
+5 1

fl=(1) ???
fn=(0) 0x000000000001ab70
0 2
cfi=(2)
cfn=(2) _dl_start
calls=1 520 
0 1693016
0 10
cfi=(144)
cfn=(538)
calls=1 81 
0 7260
0 3
cob=(8)
cfi=(161)
cfn=(1062)
calls=1 0 
0 3151913

fl=(60)
fn=(202)
154 16
-55 32
+70 39
+1 7
-2 18
+1 18

fl=(25)
fn=(72) __tls_pre_init_tp
51 2
+3 8
+5 1
-5 1
+5 1
+1 1
-6 1
+8 1

fn=(278) __tls_init_tp
66 1
fi=(251) ./elf/../include/list.h
-22 1
fe=(25)
+22 1
fi=(251)
-23 1
fe=(25)
+24 1
+3 1
fi=(251)
-27 1
+1 1
+1 1
+2 1
fe=(25)
+26 4
+1 2
+1 1
+5 2
+5 1
+6 1
-3 1
+3 1
-6 3
+6 1
+13 3
fi=(76) ./elf/../sysdeps/unix/sysv/linux/rseq-internal.h
-41 1
fe=(25)
+41 1
cfi=(11)
cfn=(28)
calls=1 408 
* 19
fi=(76)
-63 3
+9 4
+8 1
+1 1
+1 1
+1 1
+2 5
+2 2
+5 1
fe=(25)
+45 1
+7 1
-7 1
+7 1
+1 3

fn=(92)
44 356

fl=(47) ./elf/./elf/dl-debug.c
fn=(156) _dl_debug_initialize
56 1
+3 2
+4 1
+22 1
+10 1
-32 2
+1 1
+21 2
+5 2
+1 1
+4 1
-4 1
-1 1
+2 1
+3 1
+4 2
+8 2
-50 3
+39 6

fn=(196) _dl_debug_update
41 6
-1 12
+4 12
+4 6

fn=(162) _dl_debug_state
117 2

fl=(77) ./elf/./elf/dl-reloc.c
fn=(408) _dl_protect_relro
356 7
-1 14
+1 28
+3 7
-3 7
+3 7
+4 14
+7 14
-6 21
cfi=(117)
cfn=(410)
calls=7 117 
* 35
* 14

fn=(282) _dl_relocate_object
207 70
+14 7
-14 7
+16 7
-16 7
+16 7
+3 7
-1 7
+1 14
+19 14
+6 28
-34 14
+38 14
+7 28
fi=(5)
72 26
+6 20
+4 15
+6 5
+10 10
+20 10
+8 5
fi=(4)
-45 5
fe=(77)
301 10
fi=(4)
81 10
fe=(77)
301 10
fi=(4)
81 2
fe=(77)
301 4
fi=(4)
81 4
fe=(77)
301 11236
fi=(4)
81 2
fe=(77)
301 2
fi=(4)
81 4
fe=(77)
301 321
186 20
+32 5
-32 5
+32 10
fi=(6) ./elf/./elf/do-rel.h
49 5
fe=(77)
301 5
fi=(6)
50 5
-1 10
+4 5
-3 5
+3 5
-3 5
+3 20
+27 15
fe=(77)
301 2
186 8
+32 2
-32 2
+32 4
fi=(6)
49 2
fe=(77)
301 2
fi=(6)
50 2
-1 4
+4 2
-3 2
+3 2
-3 2
+3 8
+27 6
-31 7
fe=(77)
301 7
fi=(6)
50 7
-1 14
+4 7
-3 7
+3 7
-3 7
+3 28
+27 21
-7 5
-1 5
+11 35
fi=(5)
498 2236
+4 2236
+3 3354
+1 1118
fi=(6)
83 3354
+2 4712
+2 180
-4 180
+13 25
+1 12
+1 120
fi=(5)
498 60
+35 60
-1 120
-34 60
+35 120
+1 60
cob=(4)
cfi=(122)
cfn=(468)
calls=1 31 
* 7
cob=(4)
cfi=(119)
cfn=(464)
calls=1 32 
* 8
cob=(4)
cfi=(119)
cfn=(460)
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(458)
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(456)
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(452)
calls=1 31 
* 7
cob=(4)
cfi=(125)
cfn=(450)
calls=1 49 
* 5
cob=(4)
cfi=(118)
cfn=(448)
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(446)
calls=1 31 
* 7
cob=(4)
cfi=(119)
cfn=(442)
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(440)
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(438)
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(434)
calls=1 31 
* 7
cob=(4)
cfi=(118)
cfn=(432)
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(430)
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(428)
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(426)
calls=1 29 
* 8
cob=(4)
cfi=(119)
cfn=(422)
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(420)
calls=1 29 
* 8
cob=(4)
cfi=(119)
cfn=(416)
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(414)
calls=1 29 
* 8
cob=(3)
cfi=(115)
cfn=(406)
calls=1 38 
* 22
cob=(3)
cfi=(100)
cfn=(402)
calls=1 37 
* 20
cob=(3)
cfi=(91)
cfn=(400)
calls=1 57 
* 21
cob=(3)
cfi=(85)
cfn=(398)
calls=1 36 
* 6
cob=(3)
cfi=(115)
cfn=(396)
calls=1 38 
* 22
cob=(3)
cfi=(91)
cfn=(394)
calls=1 57 
* 21
cob=(3)
cfi=(103)
cfn=(390)
calls=1 38 
* 16
cob=(3)
cfi=(113)
cfn=(388)
calls=1 34 
* 23
cob=(3)
cfi=(97)
cfn=(386)
calls=1 35 
* 18
cob=(3)
cfi=(83)
cfn=(382)
calls=1 40 
* 24
cob=(3)
cfi=(100)
cfn=(378)
calls=1 37 
* 20
cob=(3)
cfi=(103)
cfn=(374)
calls=1 38 
* 16
cob=(3)
cfi=(83)
cfn=(370)
calls=1 40 
* 24
cob=(3)
cfi=(83)
cfn=(366)
calls=1 40 
* 24
cob=(3)
cfi=(107)
cfn=(364)
calls=2 36 
* 36
cob=(3)
cfi=(106)
cfn=(362)
calls=1 34 
* 23
cob=(3)
cfi=(100)
cfn=(358)
calls=1 37 
* 20
cob=(3)
cfi=(103)
cfn=(354)
calls=1 38 
* 16
cob=(3)
cfi=(102)
cfn=(352)
calls=1 38 
* 6
cob=(3)
cfi=(85)
cfn=(350)
calls=1 36 
* 6
cob=(3)
cfi=(100)
cfn=(346)
calls=1 37 
* 20
cob=(3)
cfi=(99)
cfn=(344)
calls=1 44 
* 20
cob=(3)
cfi=(98)
cfn=(342)
calls=2 38 
* 44
cob=(3)
cfi=(97)
cfn=(340)
calls=1 35 
* 18
cob=(3)
cfi=(92)
cfn=(336)
calls=1 40 
* 24
cob=(3)
cfi=(83)
cfn=(332)
calls=1 40 
* 24
cob=(3)
cfi=(94)
cfn=(330)
calls=1 43 
* 18
cob=(3)
cfi=(92)
cfn=(326)
calls=2 40 
* 48
cob=(3)
cfi=(91)
cfn=(324)
calls=1 57 
* 21
cob=(3)
cfi=(87)
cfn=(320)
calls=1 41 
* 18
cob=(3)
cfi=(89)
cfn=(318)
calls=1 54 
* 23
cob=(3)
cfi=(87)
cfn=(314)
calls=1 41 
* 18
cob=(3)
cfi=(86)
cfn=(312)
calls=1 48 
* 18
cob=(3)
cfi=(85)
cfn=(310)
calls=1 36 
* 6
cob=(3)
cfi=(83)
cfn=(306)
calls=2 40 
* 48
fi=(6)
97 60
fi=(5)
535 60
fi=(6)
97 124
fe=(77)
301 56
fi=(6)
51 7
fi=(4)
+30 21
fe=(77)
304 42
+24 7
+3 14
+17 14
-96 14
fi=(6)
114 27
+9 18
+1 4
fi=(5)
482 4
fi=(6)
124 4
fi=(5)
482 8
fi=(6)
124 897
fi=(5)
482 897
fi=(6)
124 897
fi=(5)
482 1794
+5 1802
+1 901
fi=(6)
123 901
fi=(5)
488 901
-5 901
fi=(6)
123 1802
+3 27
+3 28
+2 21
-59 6
fe=(77)
182 6
fi=(6)
73 6
fe=(77)
182 24
fi=(6)
-49 12
+1 6
+1 6
-2 6
+2 6
+3 6
-5 6
+2 6
-2 6
+1 12
+2 6
-2 6
+2 18
+2 12
-5 6752
+1 3376
+1 3376
-2 3376
+2 3376
+3 3376
-5 3376
+2 3376
-2 3376
+1 6752
+2 3376
-2 3376
+2 10128
+2 6752
+9 3380
fi=(5)
253 6760
+7 6760
+4 6760
fe=(77)
-94 13520
fi=(4)
-28 10089
fe=(77)
+29 6726
+3 15354
+8 1600
+4 640
-3 320
+1 320
+2 4150
-3 1435
+1 1435
+2 7495
+1 1755
-1 1755
+2 10530
+2 10530
cfi=(78)
cfn=(290)
calls=1755 756 
* 1248426
+3 1755
+1 3510
-4 1755
+4 8775
fi=(5)
+79 13440
+3 3351
-3 10070
+3 3368
-3 3368
+3 6736
+1 6736
+1 6736
+25 20280
407 8166
fi=(6)
150 8166
fi=(5)
407 1270
fi=(6)
150 1951
-19 13528
+32 36
+1 16
+1 6
+3 4
+4 2
-2 2
+1 2
-3 2
+2 2
+2 2
-2 12
fi=(5)
273 2
+3 2
-3 2
+4 4
461 2
-1 4
+1 4
+1 2
cfi=(16)
cfn=(500)
calls=1 39 
* 5
cob=(3)
cfi=(81)
cfn=(302)
calls=1 61 
* 27
fi=(6)
164 2
fi=(5)
463 2
fi=(6)
164 10
-13 12
fi=(5)
330 6
+1 9
fi=(6)
150 6
fi=(5)
384 54
+2 72
+4 18
+9 18
-9 36
+9 18
fi=(6)
150 36
fi=(5)
336 6
+11 2
-9 4
+9 2
fi=(6)
150 4
fi=(5)
273 85
fi=(6)
140 10
+3 2
fi=(5)
273 10
fe=(77)
-98 7071
+3 1608
-1 1608
+19 1608
-18 3216
349 14
cfn=(408)
calls=7 +7 
* 168
+1 56
175 5148
fi=(5)
-52 20
-2 10
fe=(77)
301 3
fi=(6)
179 2
73 2
179 9
+2 2
+1 2
-1 1
+3 1
-3 4
+3 2
-3 10
+1 10
-1 5
+3 5
-3 20
+3 10
+8 6
fi=(5)
+61 12
+7 12
+4 12
fe=(77)
-94 24
fi=(4)
-28 18
fe=(77)
+29 12
+3 36
+8 30
+4 12
-3 6
+1 6
+2 36
+4 30
-4 6
+4 12
cfi=(78)
cfn=(290)
calls=6 756 
* 3600
+3 6
+1 12
-4 6
+4 30
fi=(5)
+79 21
+3 3
-3 9
+3 3
-3 3
+3 6
+1 6
+1 6
+25 36
407 6
fi=(6)
195 18
-16 24
+30 6
fe=(77)

fl=(65) ./io/../sysdeps/unix/sysv/linux/close_nocancel.c
fn=(214) __GI___close_nocancel
26 24
+1 6

fl=(141)
fn=(520)
76 13
+3 13
+2 13
+10 13
+6 13
+1 13
+1 13
+1 13
+1 13
+1 13
+1 13
+4 13
+1 13
+3 13
+1 13
+2 13
+1 13
+1 13
+1 13
+1 13
+1 13
+2 13
+7 13
+1 13
+1 13
cfi=(142)
cfn=(522)
calls=13 -84 
* 9352
+1 13
+5 13
+1 13
+1 13
+2 13
+1 13
+1 13
+1 13
+1 13
+1 13
+1 13
+2 13
+2 13
+4 13
+2 13

fl=(23)
fn=(66)
101 31
+1 31
+1 31
+1 31
+1 31
+1 31
+1 31
+2 31
+2 31
+31 31
+1 31
+1 31
+1 31
+1 31
+1 16
+2 16
+4 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+1 15
+5 120

fl=(24)
fn=(68)
37 4
+3 1
+18 2
+4 2
+16 5

fl=(135) ./elf/./elf/dl-call-libc-early-init.c
fn=(502) _dl_call_libc_early_init
29 2
-2 1
+6 3
-6 1
+6 3
-6 1
+6 1
cfi=(134) ./elf/./elf/dl-lookup-direct.c
cfn=(496) _dl_lookup_direct
calls=1 +41 
* 230
+4 2
+2 4
+2 1
-1 1
+1 2
-1 1
cob=(3)
cfi=(136)
cfn=(504)
calls=1 -7 
* 1209

fl=(27) ./elf/./elf/dl-object.c
fn=(76) _dl_new_object
59 78
+3 12
+21 5
-3 5
+3 5
cfi=(23)
cfn=(66)
calls=5 +18 
* 98
+4 10
-4 5
+9 5
-9 15
fi=(29)
-39 10
cfi=(28)
cfn=(78)
calls=5 +38 
* 197
fe=(27)
+39 1
fi=(29)
-39 2
cfi=(28)
cfn=(78)
calls=1 +38 
* 40
* 6
fe=(27)
+51 12
+5 6
+4 6
-6 6
+2 6
+4 6
-5 6
+4 6
+1 6
-1 6
+1 12
cfi=(30)
cfn=(86)
calls=6 219 
* 71
* 12
+2 6
+13 12
+6 1
+2 7
+3 2
-3 35
+3 10
+2 6
+4 6
+3 18
fi=(4)
1354 3
fe=(27)
139 2
+2 1
-2 2
fi=(4)
1354 45
fe=(27)
139 30
+2 15
-2 30
+16 12
-5 6
+5 6
-6 6
+30 6
-24 6
-6 6
+6 12
+2 10
+3 10
-3 10
+7 24
+4 10
+8 1
+3 1
+10 3
-10 5
+10 15
+2 5
+21 5
-21 5
cfi=(23)
cfn=(66)
calls=5 -90 
* 170
* 15
+17 5
-13 15
+50 15
cfi=(30)
cfn=(136)
calls=5 -39 
* 84
* 5
+5 10
+1 10
-1 158
+1 158
+2 10
+3 5
+3 5
+4 54
131 12
-8 5
-4 10
+34 1
+7 4
+8 20
fi=(29)
56 10
cfi=(28)
cfn=(82)
calls=5 -21 
* 120
* 5
fe=(27)
200 20
64 2
+2 3
+1 2
+4 6
+6 2

fn=(90) _dl_add_to_namespace_list
31 6
+2 6
-2 12
+2 6
-2 12
+2 6
cfi=(25)
cfn=(92)
calls=6 +11 
* 12
+2 53
+3 80
+2 5
+2 5
+4 5
+4 5
-4 10
+1 10
+1 5
+3 5
-3 5
+3 10
-1 5
cfi=(25)
cfn=(92)
calls=5 -6 
* 10
-4 1
+4 1
-4 2
+1 2
+1 1
+3 1
-3 1
+3 2
-1 1
cfi=(25)
cfn=(92)
calls=1 -6 
* 2
-5 2

fl=(129) ./elf/./elf/dl-find_object.c
fn=(478) _dl_find_object_init
582 3
+3 1
+2 2
+13 1
cfn=(482) _dlfo_process_initial
calls=1 -95 
* 145
+1 1
-1 1
+1 1
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(129)
601 1
fi=(29)
56 1
fe=(129)
603 2
+3 2
+5 1
+1 1
cfn=(482)
calls=1 505 
* 509
+3 3
+10 4
-37 2
cfi=(130)
cfn=(480)
calls=1 95 
* 69
* 1
+29 2
cfn=(484) _dlfo_sort_mappings
calls=1 -59 
* 247
+3 6
+2 1

fn=(484)
558 2
+3 4
+4 1
+1 1
-1 1
+1 2
-1 4
+1 4
-1 4
+1 18
+1 85
-1 45
+8 15
+1 10
-1 5
-13 10
+14 15
+1 10
-15 10
+17 1

fn=(482)
505 12
+1 2
+3 4
+5 12
+12 4
-11 6
+1 14
-1 28
+3 52
+3 48
-7 8
+38 6
-2 2
+2 8
-26 24
+7 36
+3 6
-1 6
+1 6
-1 12
cfi=(130)
cfn=(480)
calls=6 95 
* 334
+2 24

fl=(133) ./elf/../sysdeps/nptl/dl-mutex.c
fn=(494) __rtld_mutex_init
30 1
+10 3
-10 1
+10 1
-10 1
+7 1
+3 3
cfi=(134)
cfn=(496)
calls=1 +34 
* 200
+4 2
+1 8
+2 3
-2 1
+2 3
cfi=(134)
cfn=(496)
calls=1 +27 
* 215
+4 2
+1 6
+1 2
-1 1
+1 2

fl=(42)
fn=(124)
33 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 27
+1 23
+4 23
+1 23
+1 23
+1 23
+2 23
+4 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+1 4
+52 4
+4 4
+1 4
+1 4
+1 4
+2 4

fl=(31)
fn=(224) cache_rpath
681 26
+1 39
+4 2
-1 4
+14 26
-11 8
+3 2
-8 26

fn=(94) _dl_process_pt_gnu_property
876 3
-8 3
+8 3
-6 3
+12 6
-13 3
+13 3
-13 3
+13 6
+3 9
+1 6
+1 6
+43 3

fn=(188) open_verify.constprop.0
1578 180
+32 18
-32 36
+32 36
+19 72
cfi=(56)
cfn=(190)
calls=18 31 
* 327
* 18
+2 36
+8 5
+6 15
-5 5
+5 25
cfi=(57)
cfn=(192)
calls=5 26 
* 25
+2 10
+2 10
+2 10
+6 10
+17 65
+81 10
+5 10
+6 20
+6 10
+6 5
+1 5
-1 15
+1 15
+26 162
-22 1
+1 2
-1 4
+1 1
cfi=(72)
cfn=(246)
calls=1 25 
* 6
* 2
1674 9
-59 26

fn=(110) _dl_init_paths
706 10
+14 1
-14 2
+14 2
cfi=(38)
cfn=(112)
calls=1 175 
* 1977
fi=(29)
56 1
fe=(31)
720 1
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(31)
725 1
+2 3
+8 2
-1 3
+5 3
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(31)
739 1
+2 4
+17 1
-10 1
+8 1
-9 1
+9 2
+11 1
-9 1
+3 2
+9 1
-2 1
+2 2
-7 1
-4 1
+3 1
+6 1
+2 1
-3 2
+1 16
cfi=(45)
cfn=(140)
calls=4 141 
* 68
+2 15
-14 3
+10 3
+4 9
-12 3
-2 3
+2 3
+4 3
-3 3
+3 3
+1 3
-2 3
+5 6
-3 3
+4 6
+15 1
+3 1
-15 1
+7 1
-1 1
+9 2
+2 4
+2 3
+36 5
+2 3
cfi=(23)
cfn=(66)
calls=1 101 
* 16
* 8
cfi=(30)
cfn=(86)
calls=1 219 
* 10
* 1
+5 4
-1 2
+2 1
+1 2
-2 4
+1 13
+1 26
-2 52
+5 1
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
fe=(31)
836 1
fi=(29)
56 1
fe=(31)
838 2
+6 6
cfn=(142) fillin_rpath.isra.0
calls=1 468 
* 642
+3 3
+6 1
+4 8
-49 1
-2 1
+2 2
+14 2

fn=(146) expand_dynamic_string_token
385 6
+10 2
-10 8
+10 2
cfn=(148)
calls=2 238 
* 104
+3 4
+12 2
-11 2
+11 8
-11 2
cfi=(46) ./string/./string/strdup.c
cfn=(150) strdup
calls=2 40 
* 160

fn=(226) open_path
1819 32
+1 4
-1 12
+1 4
+6 8
+5 4
-7 4
+7 4
+70 4
-70 4
+70 4
-70 4
+38 4
-38 4
+38 4
-38 4
+38 4
-46 4
+8 8
+3 8
+9 24
+7 8
-12 4
+13 4
-1 8
cfi=(30)
cfn=(136)
calls=4 206 
* 48
* 4
+1 28
+3 80
+5 91
cfi=(30)
cfn=(136)
calls=13 206 
* 160
* 52
cfi=(30)
cfn=(136)
calls=13 206 
* 156
+3 39
+6 39
+3 91
cfn=(188)
calls=13 1578 
* 676
* 13
+2 39
+2 20
+89 36
1851 90
+89 20
+7 8
-2 4
+2 8
+3 16
1829 8
+70 12
+2 6
-21 20
+1 80
+6 20
+2 10
-2 20
+2 10
cfi=(68)
cfn=(228)
calls=10 28 
* 138
* 10
+3 10
-3 29
-38 18
+39 1
+2 1
-2 1
+2 7
-41 2

fn=(142)
468 7
+4 1
-4 9
+6 3
cfi=(7) ./elf/./elf/dl-minimal.c
cfn=(144) strsep
calls=1 242 
* 282
* 3
cfi=(7)
cfn=(144)
calls=1 242 
* 8
* 6
+7 2
+2 3
cfn=(146)
calls=1 -98 
* 125
* 1
+4 2
+5 2
cfi=(23)
cfn=(66)
calls=1 101 
* 16
* 1
+1 2
+7 5
+9 15
+1 8
fi=(29)
50 2
cfi=(28)
cfn=(154)
calls=1 +47 
* 4
+1 1
fe=(31)
528 4
+4 4
fi=(29)
56 1
cfi=(28)
cfn=(82)
calls=1 -21 
* 24
* 1
fe=(31)
534 2
+5 1
+1 2
-1 1
-1 1
+2 1
cfi=(30)
cfn=(136)
calls=1 206 
* 12
+3 1
-3 1
+1 1
+2 1
+6 1
+1 1
-1 3
+1 4
+1 1
-1 3
+1 9
-1 27
+3 1
+1 1
-1 1
+1 2
+1 1
+6 2
+1 1
+3 3
-60 4
+66 1
+3 10

fn=(148)
238 13
+3 13
-3 39
+7 13
-7 13
+3 13
cfi=(42)
cfn=(124)
calls=13 33 
* 395
+3 26
+20 91

fn=(194) _dl_map_object_from_fd
944 55
+10 5
-10 15
+10 5
cfi=(47)
cfn=(196)
calls=5 41 
* 30
* 5
+7 20
+85 20
+10 10
+7 35
cfi=(27)
cfn=(76)
calls=5 59 
* 1707
* 5
+1 10
+11 5
+5 5
-4 5
-1 5
+2 5
+2 5
-2 5
+2 10
+1 15
+1 8
+19 4
-2 4
+2 40
+10 4
-10 4
+10 12
-10 1
-2 1
+2 10
+10 1
-10 1
+10 3
+27 5
-33 5
-3 5
+2 5
-1 5
+35 5
+9 5
-50 5
+41 5
+9 5
-36 5
+63 25
-62 126
+20 2
+1 1
-22 144
+1 268
1223 10
1110 5
1223 10
1110 15
1228 35
+10 15
+1 5
-1 5
+1 5
-1 15
+1 15
-1 15
+1 15
-1 45
1076 10
1245 10
+10 20
+7 20
fi=(62) ./elf/./dl-map-segments.h
28 5
fe=(31)
1262 15
fi=(62)
28 10
+1 40
cfi=(61)
cfn=(204)
calls=5 +18 
* 40
+73 10
-1 5
-72 5
+73 5
+3 10
+1 5
+2 5
-3 5
+1 5
+2 5
+17 5
-96 5
+98 5
fi=(63) ./elf/./dl-load.h
-36 40
+1 15
+2 40
fi=(62)
+55 80
+6 5
+2 5
-2 5
+1 5
+2 10
-1 20
+8 10
+3 10
+8 35
cfi=(45)
cfn=(140)
calls=5 -35 
* 709
* 10
+6 10
+12 20
-59 120
+2 30
+3 15
-3 30
+2 120
cfi=(61)
cfn=(204)
calls=15 -92 
* 120
* 45
fe=(31)
1111 56
+26 140
+8 40
+1 20
-1 20
+1 80
+1 20
-1 20
+1 20
+2 20
-2 20
+2 20
+2 20
-4 20
+1 40
-1 20
+4 100
+2 40
+13 40
+1 75
+5 15
+1 135
-28 15
+38 15
-11 5
+1 45
-28 5
+38 5
-66 10
+7 5
+2 5
-2 5
+1 5
+1 5
-1 10
+1 40
+60 6
+5 2
-1 4
+5 2
-5 4
-66 2
+71 8
+1 2
+3 2
-3 2
+8 8
+15 10
+1 5
fi=(58) ./elf/../sysdeps/posix/dl-fileid.h
37 15
cfi=(59)
cfn=(200)
calls=5 -8 
* 65
* 10
fe=(31)
999 10
fi=(58)
40 15
fe=(31)
999 5
fi=(58)
40 5
fe=(31)
999 80
+1 40
fi=(58)
49 60
fe=(31)
1525 45
1084 1
+1 2
-1 4
+1 1
-1 1
+1 1
cfi=(72)
cfn=(246)
calls=1 25 
* 6
* 2
1278 20
+1 15
fi=(64) ./elf/./elf/get-dynamic-info.h
39 10
+6 5
-2 5
+2 10
+9 5
+5 5
-1 5
-3 82
+13 24
-23 96
+23 105
-23 420
+4 258
+5 116
+2 25
fi=(63)
+39 16
+2 4
-1 8
+1 4
-1 4
+1 4
-1 4
+1 4
-1 8
+3 16
fe=(31)
1018 10
fi=(64)
59 20
+13 20
+12 17
+1 20
+1 20
+1 20
+1 17
+1 19
+1 19
+1 20
+12 5
+7 5
-7 35
+7 11
+5 8
+7 8
+1 15
+6 15
+1 6
+17 15
+5 4
+2 4
+2 4
+2 4
+4 15
+2 3
+1 2
+9 2
+6 2
+4 10
fe=(31)
1285 10
+1 10
+2 10
+10 15
+19 10
+2 30
+52 15
+1 4
+6 40
+1 92
+6 8
cfn=(94)
calls=2 876 
* 38
-7 106
+1 53
+6 53
-6 106
fi=(32) ./elf/../sysdeps/x86/dl-prop.h
212 14
+1 7
95 28
+10 4
212 2
105 4
-3 2
-1 2
+2 2
+2 4
-5 4
+93 8
-1 2
-87 6
+3 6
+1 4
+1 4
+4 6
+4 6
+3 6
+1 4
+4 2
+1 8
+4 4
+1 2
+3 4
+3 2
+1 8
+5 8
+7 4
+16 2
-3 4
+3 6
fe=(31)
1390 10
cfi=(65)
cfn=(214)
calls=5 26 
* 25
* 10
+13 10
+2 20
+2 10
+16 10
cfi=(8)
cfn=(14)
calls=5 28 
* 130
+4 10
+1 10
+17 10
+1 1
+3 1
+5 1
-5 1
+5 1
-5 4
+5 4
-5 4
+5 4
+10 10
+7 40
+10 10
+1 8
+5 4
cfi=(48)
cfn=(244)
calls=2 156 
* 18
+7 15
cfi=(27)
cfn=(90)
calls=5 31 
* 255
+3 20
+23 35
+1 15
cfi=(50)
cfn=(216)
calls=5 78 
* 20
* 5
-5 10
fi=(32)
198 16
+2 2
+1 2
+1 2
-2 2
+3 2
-3 4
+3 2
fi=(64)
62 20
+2 20
fi=(62)
186 16
cfi=(61)
cfn=(204)
calls=2 47 
* 16
+3 4
fe=(31)
1472 12
+2 3
-1 15
+1 3
-1 3
+1 3
-1 3
cfi=(33)
cfn=(98)
calls=3 131 
* 97
* 6
+2 5
1285 8

fn=(184)
1971 120
+8 24
+1 48
+3 234
+5 343
+2 147
cfi=(55)
cfn=(186)
calls=49 68 
* 5558
* 98
+4 84
+1 126
+4 22
-1 110
+1 22
+1 22
-1 22
+1 44
cfi=(33)
cfn=(98)
calls=22 131 
* 895
* 44
2274 108
2015 5
-1 10
+1 10
-1 10
-41 5
+50 15
+17 10
-2 5
+2 5
cfi=(42)
cfn=(124)
calls=5 33 
* 115
* 10
2206 2
-1 3
cfn=(146)
calls=1 385 
* 175
+2 1
-3 1
+1 1
+2 2
+4 8
cfn=(188)
calls=1 1578 
* 101
* 1
+3 2
+12 20
+45 5
+1 10
-1 5
+1 55
cfn=(194)
calls=5 944 
* 9680
* 15
2044 8
cfi=(23)
cfn=(66)
calls=4 101 
* 64
* 8
+2 8
+7 16
+51 56
cfn=(226)
calls=4 1819 
* 2297
+6 4
-6 4
+6 16
+1 24
cfn=(224)
calls=4 681 
* 44
* 8
+8 4
+14 8
+2 12
+4 8
cfi=(69) ./elf/./elf/dl-cache.c
cfn=(230) _dl_load_cache_lookup
calls=4 413 
* 5272
* 4
+2 8
+4 8
+8 12
+23 32
cfn=(188)
calls=4 1578 
* 429
* 4
+4 8
+1 4
+17 8
2078 16
+1 36
cfn=(224)
calls=4 681 
* 36
* 16
+9 8
+15 8
+1 8
-47 4
+1 4
+7 36
-3 15
+1 30
cfn=(224)
calls=5 681 
* 53
* 10
+9 16
+5 8
+1 8

fl=(2)
fn=(166) handle_preload_list
877 7
+5 1
-5 1
+5 4
-4 1
+10 2
+7 1
182 1
897 2
182 2
899 2
+1 4
cfn=(170) do_preload
calls=1 -88 
* 2440
* 1
-18 2
+3 3
cfi=(51)
cfn=(168)
calls=1 32 
* 237
* 1
+1 3
+2 4
cfi=(30)
cfn=(86)
calls=1 219 
* 18
+1 2
+14 9

fn=(266) init_tls
737 3
+2 1
+4 1
-4 1
+4 2
+11 1
fi=(29)
44 1
fe=(2)
749 1
+4 1
fi=(29)
44 1
cfi=(28)
cfn=(78)
calls=1 +38 
* 34
fe=(2)
764 1
-12 1
+6 1
-9 1
+11 1
+4 1
+2 3
-1 2
+3 14
+4 2
+2 2
-2 4
-5 2
-1 4
+1 5
-1 10
+10 3
+3 2
cfi=(48)
cfn=(268)
calls=1 122 
* 76
+3 1
cfi=(48)
cfn=(270)
calls=1 247 
* 108
+7 1
cfi=(48)
cfn=(272)
calls=1 448 
* 439
* 1
+1 2
+4 1
cfi=(48)
cfn=(276)
calls=1 1088 
* 32
+4 1
+3 2
-3 1
+3 6
+3 1
cfi=(25)
cfn=(278)
calls=1 66 
* 77
+1 1
+3 5

fn=(2)
520 15
84 1
550 1
84 1
546 1
84 1
549 1
84 1
fi=(3) ./elf/./get-dynamic-info.h
-39 1
fe=(2)
549 1
fi=(3)
45 2
+23 1
-14 1
+5 1
-1 1
-3 11
+13 3
-23 12
+23 17
-23 68
+4 40
+5 16
+2 5
+3 4
fi=(4)
+22 1
fi=(3)
+29 1
-38 3
+12 4
+1 4
+1 4
+1 4
+1 5
+1 4
+1 4
+1 4
+12 7
+7 2
+5 2
+7 1
+1 3
+6 3
+1 3
+3 2
+1 3
+5 3
+3 3
fi=(5)
-70 1
fe=(2)
566 90
fi=(4)
81 1
fe=(2)
566 3
fi=(4)
81 2
fe=(2)
566 40
fi=(5)
273 3
fi=(6)
49 1
fe=(2)
566 1
fi=(6)
50 1
-1 2
+4 1
-3 1
+3 4
+3 2
-7 1
fe=(2)
566 1
fi=(6)
50 1
-1 2
+4 1
-3 1
+3 4
+3 2
+7 5
+2 5
-2 10
fi=(5)
264 5
fi=(6)
64 10
fi=(5)
264 10
+9 40
+3 10
+1 10
+26 15
+4 4
fi=(6)
61 19
fe=(2)
566 6
fi=(6)
51 1
fi=(4)
+30 2
fi=(3)
-19 4
+2 4
fe=(2)
568 1
+13 1
cfi=(7)
cfn=(12) __rtld_malloc_init_stubs
calls=1 43 
* 9
460 2
84 1
478 2
84 3
478 1
cfi=(8)
cfn=(14)
calls=1 28 
* 26
+2 1
+17 1
-15 1
+15 1
-18 1
+3 1
+9 1
-11 1
+17 1
cfi=(9)
cfn=(16)
calls=1 102 
* 1692341
* 1
+2 2
+89 9
-22 3
fi=(3)
103 3
fe=(2)

fn=(182)
644 1
+2 1
-2 1
+2 1
+1 2
-1 2
+1 3
cfi=(31)
cfn=(184)
calls=1 1971 
* 2324
* 1
+2 2

fn=(70)
1413 1
196 1
1413 4
2609 1
1413 7
198 1
301 1
+1 1
196 1
+99 3
1424 1
cfi=(25)
cfn=(72)
calls=1 51 
* 16
2588 2
+6 5
-4 1
+4 1
+2 5
cfi=(26)
cfn=(74)
calls=1 29 
* 14
* 4
cfi=(26)
cfn=(74)
calls=2 29 
* 58
* 9
+4 6
-2 2
+2 6
+1 2
-1 6
+1 17
-1 89
+9 12
2727 4
+25 2
1440 1
+1 2
-1 2
+1 2
2685 3
+1 3
-56 2
+7 2
1710 8
cfi=(27)
cfn=(76)
calls=1 59 
* 284
* 1
+2 2
+1 1
+1 1
+5 1
-5 1
+1 1
-2 2
+2 2
+4 1
cfi=(27)
cfn=(90)
calls=1 31 
* 34
+1 2
1418 1
1124 1
-1 1
+29 1
-23 1
+2 1
+21 2
-19 1
+1 1
-5 1
+2 1
+21 2
+57 1
-83 1
+23 1
+4 1
+19 1
+37 4
-57 2
+1 116
1258 4
+2 1
1152 18
-26 3
1265 22
+6 4
cfi=(31)
cfn=(94)
calls=1 876 
* 19
-7 26
+1 13
+6 13
-6 26
fi=(32)
212 4
+1 2
95 8
+10 2
212 1
105 2
-3 1
+3 1
-2 1
+2 2
-4 1
-1 2
+93 4
-1 1
-87 3
+3 3
+1 2
+1 2
+4 3
+4 3
+3 3
+1 2
+4 1
+1 5
+4 2
+1 1
+3 2
+3 1
+1 4
+5 4
+7 2
+16 1
-3 2
+6 4
fe=(2)
1157 1
-5 1
+5 2
-5 2
+30 1
-9 2
+2 1
-3 1
+10 2
+18 2
-38 2
-10 1
+10 1
+1 9
-11 2
+57 4
-1 4
+1 8
-1 4
+2 8
+1 1
+2 12
+1 14
+4 8
+1 8
+1 4
+1 10
+1 1
+4 1
-74 1
+74 2
-74 2
+74 3
-74 3
+74 6
-74 6
1254 1
1152 1
1254 1
1152 3
1277 4
+3 3
+2 3
+2 2
1745 3
+2 1
-1 1
+1 2
+1 2
-2 1
+2 1
-2 2
cfi=(33)
cfn=(98)
calls=1 131 
* 24
* 2
+7 1
+3 1
-5 1
+3 1
+2 1
+1 2
+4 2
+2 2
fi=(3)
39 4
+4 1
+2 3
+9 1
+5 1
-1 1
-3 17
+13 5
-23 20
+23 22
-23 88
+4 54
+5 24
+2 5
+16 4
+43 2
+7 3
+1 4
+6 3
+18 4
+15 4
+2 3
+1 2
+9 2
+6 2
+4 3
fe=(2)
1771 4
+7 2
cfi=(8)
cfn=(14)
calls=1 28 
* 26
+3 2
fi=(34) ./elf/./setup-vdso.h
24 2
fi=(37) ./elf/./dl-main.h
+88 2
fi=(36) ./elf/../sysdeps/unix/sysv/linux/dl-vdso-setup.h
-67 1
fi=(37)
+67 3
cfi=(31)
cfn=(110)
calls=1 706 
* 3092
fe=(2)
1806 3
cfi=(47)
cfn=(156)
calls=1 56 
* 32
+7 1
-7 1
+2 1
+5 1
+4 1
+1 1
+2 1
-3 3
+1 2
+3 1
1309 1
1819 1
1309 1
+1 2
+5 1
+3 1
-6 2
+13 1
-7 1
-4 1
+11 1
-10 1
+10 1
-7 1
+7 3
+4 1
-4 1
-1 1
+5 4
-3 5
-1 10
+2 18
+2 4
+1 8
-1 8
+2 8
+5 4
-10 4
+10 8
-11 11
+19 5
-1 2
223 1
+1 1
-1 1
+1 3
-1 2
+2 2
1835 2
+5 1
-1 1
+1 1
+24 1
cfi=(48)
cfn=(158)
calls=1 225 
* 5
* 1
fi=(49) ./elf/../sysdeps/generic/dl-debug.h
29 4
+1 2
fe=(2)
1870 2
+1 1
cfi=(47)
cfn=(162)
calls=1 117 
* 1
+5 3
cfi=(50)
cfn=(164)
calls=1 29 
* 19
+5 2
+2 1
+2 2
+9 2
+16 4
cfi=(66)
cfn=(218)
calls=1 27 
* 8
* 2
+76 3
+16 3
84 1
2012 1
84 2
2012 1
84 1
2012 5
84 1
2012 2
cfi=(67)
cfn=(220)
calls=1 143 
* 29117
91 1
+9 1
2018 1
91 2
+9 2
2018 2
+1 6
-1 4
+1 12
-1 24
+4 3
+1 2
+1 1
+2 26
+1 12
+46 1
-42 2
+8 3
+1 2
+2 1
+2 3
+2 1
-4 1
+5 1
-1 2
+14 2
+1 2
+1 3
-25 1
+36 2
+2 2
-2 2
+1 2
+1 1
-1 2
+1 1
cfi=(53)
cfn=(256)
calls=1 238 
* 20886
+10 1
+1 1
-1 1
+1 1
+3 2
845 1
fi=(252) ./elf/../sysdeps/unix/sysv/linux/dl-osinfo.h
39 2
fe=(2)
847 1
fi=(252)
52 1
fe=(2)
856 1
+7 1
-5 1
2094 3
2293 2
+4 1
-4 1
+10 1
-6 1
+6 1
-6 1
+9 2
+8 2
fi=(32)
36 2
+1 3
+3 3
+13 9
-13 6
+9 12
-9 1
+9 28
+4 30
-16 21
fe=(2)
2325 3
+3 1
84 5
2334 22
+2 14
+5 14
+2 14
+6 7
+2 14
+1 48
cfi=(77)
cfn=(282)
calls=6 207 
* 1611885
+4 18
+1 4
-23 2
+23 2
cfi=(48)
cfn=(412)
calls=2 1105 
* 54
-23 5
91 3
+1 1
2366 1
92 1
2366 1
+4 4
+2 1
+7 4
cfi=(48)
cfn=(476)
calls=1 564 
* 213
+3 2
-37 1
+1 1
-3 2
+49 3
+2 2
+33 3
cfi=(135)
cfn=(502)
calls=1 29 
* 1462
+7 1
cfi=(9)
cfn=(528)
calls=1 148 
* 1
+4 3
cfi=(50)
cfn=(530)
calls=1 45 
* 8
+5 2
cfi=(47)
cfn=(196)
calls=1 41 
* 6
+1 1
+1 1
cfi=(47)
cfn=(162)
calls=1 117 
* 1
+5 1
cfi=(69)
cfn=(532) _dl_unload_cache
calls=1 536 
* 16
+5 8
225 3
1346 2
1826 1
1346 2
1826 1
fi=(32)
198 9
+2 1
+1 1
+1 1
-2 1
+3 1
-3 2
+3 1
fi=(3)
59 4
+3 4
+2 4
fi=(35) ./elf/../sysdeps/unix/sysv/linux/dl-vdso.h
-24 2
+1 4
fi=(36)
-11 1
+3 1
+3 1
+3 1
fi=(35)
+16 2
fi=(3)
+17 3
+12 3
+1 5
+1 5
+1 5
+1 4
+1 5
+1 5
+1 5
+12 2
+7 1
-7 7
+7 2
fe=(2)
2686 2
+2 1
+1 1
-1 1
+1 1
+1 1
1816 4
2404 1
cfi=(129)
cfn=(478)
calls=1 582 
* 1032
+5 3
cfi=(7)
cfn=(486) __rtld_malloc_init_real
calls=1 76 
* 2772
+3 1
cfi=(133)
cfn=(494)
calls=1 30 
* 456
84 1
2418 1
+1 3
84 3
2419 2
cfi=(77)
cfn=(282)
calls=1 207 
* 3798
91 3
+9 3
2087 2
cfn=(266)
calls=1 737 
* 861
* 2
2637 2
+2 2
+1 1
1990 1
+1 1
-1 6
+4 3
+1 1
+1 2
+1 2
-7 2
84 1
1889 2
84 3
1889 2
cfn=(166)
calls=1 877 
* 2748
* 1
91 3
+9 3

fn=(258)
677 2
+2 4
cfi=(75)
cfn=(260)
calls=1 392 
* 20860
* 2
+4 2

fn=(170)
812 1
+12 1
-12 5
+10 1
-4 1
+6 2
-5 1
+5 2
-10 1
+6 1
+4 1
cfi=(53)
cfn=(174)
calls=1 225 
* 2411
* 1
+1 3
+8 3
+6 5

fl=(11)
fn=(58) __GI___tunable_set_val
158 30
+2 5
cfn=(60) do_tunable_update_val
calls=5 -61 
* 190

fn=(22)
282 8
-9 3
+34 5
71 45
+6 8
-3 8
+3 566
357 8
81 16
+5 24
fi=(12) ./elf/./elf/dl-tunables.h
+54 8
fe=(11)
-54 8
fi=(12)
+54 8
+1 36
-1 68
+1 36
fe=(11)
323 32
-18 1184
+6 1624
fi=(12)
140 144
+1 144
-1 7
+1 28
-1 35
fe=(11)
+12 16

fn=(28)
408 238
+9 34
-9 134
+9 10
+17 170
+2 34
-9 24
+1 24

fn=(60)
99 5
+3 15
fi=(22) ./elf/./dl-tunable-types.h
-12 5
fe=(11)
+21 5
+1 5
fi=(22)
-22 5
fe=(11)
+22 15
+1 25
fi=(12)
+8 10
fe=(11)
+13 5
+1 5
+1 5
+1 5
+1 5
fi=(12)
-16 5
fe=(11)
-6 10
fi=(12)
+15 5
fe=(11)
-12 15
+4 20
+7 10
+1 10

fl=(55)
fn=(186)
68 535
+1 214
cfi=(33)
cfn=(98)
calls=107 +62 
* 3748
* 214
+3 107
+2 214
+6 104
-6 208
+1 366
cfi=(33)
cfn=(98)
calls=122 +56 
* 5219
* 244
+8 18
-13 18
+13 143
-1 89
+1 267

fn=(474)
125 2
-1 2
+3 2
+2 80
+1 30
-1 7
-2 24
+18 2
+1 2
-15 6

fn=(232) _dl_sysdep_read_whole_file
36 1
+3 1
-3 5
+3 1
-3 2
+3 1
cfi=(56)
cfn=(190)
calls=1 -8 
* 16
+1 2
+23 7
-21 4
cfi=(59)
cfn=(200)
calls=1 -13 
* 13
* 2
+2 2
+3 2
+13 2
cfi=(65)
cfn=(214)
calls=1 -34 
* 5
* 1
-11 6
cfi=(61)
cfn=(204)
calls=1 -2 
* 8
* 2

fl=(69)
fn=(532)
536 4
-1 1
+3 2
cfi=(117)
cfn=(534)
calls=1 117 
* 5
+1 1
+4 1
+2 2

fn=(230)
413 20
+2 8
+3 12
+69 9
+5 12
+3 20
cfn=(236) search_cache
calls=4 206 
* 4444
* 4
+15 8
+4 8
+8 8
cfi=(23)
cfn=(66)
calls=4 101 
* 136
+2 4
-2 4
+1 20
+1 4
cfi=(30)
cfn=(86)
calls=4 219 
* 56
* 4
+1 4
cfi=(46)
cfn=(150)
calls=4 40 
* 356
+1 12
421 5
cfi=(55)
cfn=(232)
calls=1 36 
* 83
* 1
+8 6
+1 8
+3 3
+1 1
-1 3
fi=(70) ./elf/../sysdeps/generic/dl-cache.h
194 1
+1 5
fe=(69)
441 1
+1 2

fn=(236)
206 36
+2 4
-2 16
fi=(71) ./elf/../sysdeps/x86/dl-procinfo.h
39 8
+3 12
cfi=(33)
cfn=(98)
calls=4 +89 
* 260
* 16
fe=(69)
211 20
cfi=(11)
cfn=(28)
calls=4 408 
* 80
* 4
+17 8
-12 8
+15 4
-15 16
359 12
228 24
+2 170
+1 34
-37 68
+37 34
+4 68
+4 102
cfn=(240) _dl_cache_libcmp
calls=34 367 
* 2656
+1 68
356 30
+1 18
228 36
+8 44
+14 8
+3 8
+2 16
cfn=(240)
calls=4 367 
* 316
* 8
-7 8
-35 12
+1 4
-1 32
+1 4
-1 32
+54 8
+10 8
+1 12
+7 8
fi=(70)
125 20
fe=(69)
294 8
+9 8
+3 8
+5 4
+1 12
+28 8
+23 36

fn=(240)
367 38
+1 126
+4 202
-2 202
+2 202
-2 404
+20 396
+2 396
-24 164
+28 164
+1 164
-29 328
+32 12
-28 8
+8 4
-2 8
+1 8
+1 8
-2 4
+2 4
+2 12
-3 4
+3 4
+2 8
+9 102

fl=(46)
fn=(150)
40 24
+1 6
cfi=(23)
cfn=(66)
calls=6 +60 
* 186
* 6
fi=(253) ./string/../include/rtld-malloc.h
+15 12
cfi=(28)
cfn=(82)
calls=6 -21 
* 144
fe=(46)
-12 12
+4 6
-1 18
+1 12
-1 6
cfi=(30)
cfn=(86)
calls=6 219 
* 84

fl=(134)
fn=(498) check_match
31 21
+1 3
-1 6
+1 9
+1 9
+2 6
+1 6
+12 9
+3 6
+2 9
cfi=(33)
cfn=(98)
calls=3 +78 
* 202
* 6
+4 6
+1 18
+1 9
cfi=(33)
cfn=(98)
calls=3 +72 
* 118
+5 6
-24 6
+24 6
-24 3
+24 9

fn=(496)
74 27
+4 3
-4 3
+1 3
-1 3
+2 6
+2 9
+37 3
-37 9
+1 6
+2 9
+3 25
+2 3
+1 9
-1 3
+1 3
-1 3
+1 3
cfn=(498)
calls=3 -56 
* 473
* 3
+3 6
+3 6
+23 27

fl=(17)
fn=(44) update_active.constprop.0
43 7
+4 1
+28 1
+9 1
-27 1
-1 1
-1 1
+25 1
-4 1
-20 1
+20 1
-11 1
+22 1
-32 2
+25 1
-14 1
-10 1
+20 1
+7 1
-18 1
+15 1
+8 1
-14 1
+27 1
-36 1
+18 1
+4 1
-4 1
+5 1
+4 1
+1 1
-19 1
+13 1
+5 2
-27 1
+28 2
+1 1
+7 1
-27 1
+6 1
+14 1
-11 1
+18 1
-7 1
-7 1
+5 1
+3 1
+2 1
-2 1
+3 1
-1 2
+1 2
+3 2
-4 1
+4 1
+8 2
+4 2
+2 4
+96 1
-1 2
+4 3
+4 1
-4 1
+4 1
+67 3
+4 3
fi=(19)
31 1
-3 1
+3 1
-1 2
fe=(17)
296 1
+1 8
-75 3
+1 2
+3 1
-1 1
+9 1
-5 1
+2 1
-2 1
+5 1
fi=(19)
32 3
+4 3
fe=(17)
+83 2
+2 1
+3 2
+10 1
+10 2
-10 1
+10 1
-10 2
+6 4
+2 4
+7 4
+49 1
+12 1
-12 2
fi=(19)
39 3
+1 4
+5 1
-7 1
+7 3
+2 1
+1 2
+3 5
+2 4
+1 2
+1 2
+6 1
-4 1
+4 1
-3 2
fe=(17)
+73 1
-5 2
+4 1

fn=(38)
399 1
+16 1
-16 6
+3 1
+1 1
+1 1
+11 2
+3 6
687 3
+1 1
+3 2
+1 1
+6 1
+1 1
+1 1
+1 2
fi=(20)
+1 1
+2 1
+14 2
846 1
+1 1
-4 1
+39 1
-38 1
+2 1
+2 1
-1 1
+2 1
+34 1
-35 1
+2 1
+33 1
+22 1
-56 1
+2 1
-6 1
+61 1
-56 1
+1 1
+1 1
+1 1
+1 1
+51 1
+26 2
+8 2
-8 1
+8 4
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+5 2
-3 2
+3 2
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+2 1
+3 2
-3 2
+3 2
cfi=(11)
cfn=(28)
calls=1 408 
* 20
* 1
+1 5
-56 7
+72 1
-12 6
cfi=(11)
cfn=(28)
calls=1 408 
* 20
+1 2
-1 1
+1 3
+14 2
-8 5
+3 3
-3 1
cfi=(11)
cfn=(28)
calls=1 408 
* 20
+3 4
-3 1
+3 4
cfi=(11)
cfn=(58)
calls=1 158 
* 45
+1 8
cfi=(11)
cfn=(58)
calls=1 158 
* 45
+1 10
cfi=(11)
cfn=(58)
calls=1 158 
* 45
+3 10
cfi=(11)
cfn=(58)
calls=1 158 
* 45
+2 8
cfi=(11)
cfn=(58)
calls=1 158 
* 45
+10 2
fe=(17)
706 1
fi=(20)
981 1
+9 1
fe=(17)
706 1
fi=(20)
987 1
-6 1
+8 1
-1 1
+4 1
fe=(17)
706 1
fi=(20)
990 1
+1 1
fe=(17)
706 1
cfi=(11)
cfn=(28)
calls=1 408 
* 18
+4 3
+14 1
-1 2
+1 3
+47 1
-1 1
+1 1
874 8
fi=(20)
+39 11
fe=(17)
775 3
+27 1
+72 1
-82 2
+1 3
+2 3
+1 2
+2 1
+1 1
-1 3
fi=(20)
-78 2
cfn=(50)
calls=1 255 
* 447
+1 1
-1 1
+1 1
cfn=(50)
calls=1 255 
* 491
+1 1
-1 1
+1 1
cfn=(50)
calls=1 255 
* 518
+4 1
-4 2
+1 1
+3 1
cfn=(50)
calls=1 255 
* 466
+2 1
-2 1
+2 1
cfn=(50)
calls=1 255 
* 458
+3 1
-2 1
-1 1
+3 1
cfn=(50)
calls=1 255 
* 438
+2 1
-2 1
+2 1
cfn=(50)
calls=1 255 
* 439
+3 1
-2 2
-1 1
+3 1
cfn=(50)
calls=1 255 
* 482
+2 1
-2 1
+2 1
cfn=(50)
calls=1 255 
* 483
+3 1
-2 1
-1 1
+3 1
cfn=(50)
calls=1 255 
* 509
+2 1
-2 1
+2 1
cfn=(50)
calls=1 255 
* 510
+2 1
-2 1
+2 1
cfn=(50)
calls=1 255 
* 511
+2 4
-2 1
+2 1
cfn=(56)
calls=1 476 
* 229
874 1
-6 3
+6 1
-6 1
+6 3
-1 1
-5 6
fe=(17)
424 6
cfn=(40) get_common_indices.constprop.0
calls=1 -99 
* 71
303 3
+1 2
+1 6
+5 2
429 1
cfn=(44)
calls=1 43 
* 187
+2 1
+2 1
701 1
431 2
564 2
+7 2
+2 1
+4 2
+6 2
+2 1
422 2
-3 1
311 6
+5 2
+1 7
433 4
+1 4
+69 1
+10 9
+42 1
+1 1
434 11
+55 3

fn=(40)
325 1
+4 4
+3 3
+5 2
-5 1
+5 1
-5 1
+4 1
+1 1
+1 4
+1 4
+1 3
+1 2
+7 2
+2 5
+5 1
-5 1
+5 1
-5 1
+5 1
-5 2
+5 1
+7 1
-7 4
+7 1
+1 3
+6 1
-6 4
+6 1
fi=(18) ./elf/../sysdeps/unix/sysv/linux/x86/dl-minsigstacksize.h
24 2
+3 2
+1 2
+37 3
+7 1
+2 1
fe=(17)
384 2

fl=(7)
fn=(12)
43 2
+1 2
+1 2
+1 2
+1 1

fn=(486)
76 1
+10 1
fi=(131) ./elf/../sysdeps/generic/dl-hash.h
-41 1
fe=(7)
+31 1
fi=(131)
-32 1
fe=(7)
+32 5
+11 1
-1 1
fi=(131)
-43 1
+5 3
+14 4
-17 3
+3 15
+14 20
-17 15
fe=(7)
+46 2
fi=(131)
-24 1
fe=(7)
+22 1
+2 2
fi=(131)
-19 1
fe=(7)
+19 1
cfn=(490) lookup_malloc_symbol
calls=1 -30 
* 641
+1 3
-1 1
+1 1
cfn=(490)
calls=1 -31 
* 696
+1 3
-1 1
+1 1
cfn=(490)
calls=1 -32 
* 716
+1 3
-1 1
+1 1
cfn=(490)
calls=1 -33 
* 612
+5 1
+1 1
+1 1
+1 1
+1 7

fn=(144)
242 6
+2 2
+1 4
+4 47
+7 112
-2 56
+13 1
+4 4
-22 14
+11 14
-11 30

fn=(490)
61 8
+3 4
-3 16
+3 4
-3 4
+3 8
-1 4
+1 12
cfi=(78)
cfn=(290)
calls=4 756 
* 2501
+4 28
+1 28
+2 4
fi=(132) ./elf/./dl-sym-post.h
-30 8
+12 12
fe=(7)
+19 24

ob=(5)
fl=(145)
fn=(1750) 0x0000000000001050
0 5

fn=(546)
0 12

fn=(1740)
0 9
cob=(2)
cfi=(52)
cfn=(1746) 0x0000000004838030
calls=1 0 
0 134
0 1
cfn=(1750)
calls=1 0 
0 5
0 3

ob=(6)
fl=(151)
fn=(576)
0 42
cfn=(840) 0x0000000000003410
calls=1 0 
0 9
0 18
cfn=(606) 0x00000000000078e0
calls=1 0 
0 12
0 2
cfn=(840)
calls=1 0 
0 9
0 7
cfn=(840)
calls=1 0 
0 9
0 6
cfn=(606)
calls=1 0 
0 12
0 9
cfn=(840)
calls=1 0 
0 9
0 6
cfn=(840)
calls=1 0 
0 9
0 4
cfn=(840)
calls=1 0 
0 9
0 4
cfn=(606)
calls=1 0 
0 12
0 10
cfn=(578) 0x0000000000003430
calls=1 0 
0 441
0 17

fn=(842)
0 12

fn=(1800)
0 9
cob=(2)
cfi=(52)
cfn=(1806) 0x0000000004a62340
calls=1 0 
0 134
0 1
cfn=(1810) 0x00000000000045f0
calls=1 0 
0 5
0 3

fn=(840)
0 54

fn=(578)
0 217
cfn=(606)
calls=1 0 
0 12
0 9
cfn=(606)
calls=1 0 
0 9
0 3
cfn=(606)
calls=1 0 
0 9
0 9
cfn=(606)
calls=1 0 
0 12
0 6
cfn=(606)
calls=1 0 
0 9
0 3
cfn=(606)
calls=1 0 
0 9
0 3
cfn=(606)
calls=1 0 
0 9
0 31
cfn=(606)
calls=1 0 
0 9
0 6
cfn=(606)
calls=1 0 
0 9
0 12
cfn=(606)
calls=1 0 
0 9
0 3
cfn=(606)
calls=1 0 
0 9
0 3
cfn=(606)
calls=1 0 
0 12
0 9
cfn=(606)
calls=1 0 
0 9
0 1

fn=(606)
0 162

fn=(1810)
0 5

ob=(2)
fl=(52)
fn=(1746)
0 1
cob=(3)
cfi=(222)
cfn=(1722)
calls=1 30 
0 133

fn=(1806)
0 1
cob=(3)
cfi=(222)
cfn=(1722)
calls=1 30 
0 133

fn=(1592)
0 1
cob=(3)
cfi=(154)
cfn=(900)
calls=1 3281 
0 296

fn=(1834)
0 3

fn=(848)
0 6

fn=(1066)
0 6

fn=(1720)
0 1
cob=(3)
cfi=(222)
cfn=(1722)
calls=1 30 
0 133

fn=(1798)
0 3

fn=(1764)
0 1
cob=(3)
cfi=(222)
cfn=(1722)
calls=1 30 
0 1092

fn=(1824)
0 1
cob=(3)
cfi=(222)
cfn=(1722)
calls=1 30 
0 133

fn=(562)
0 6

fn=(572)
0 6

fn=(542)
0 6

fn=(1736)
0 3

fn=(1756)
0 3

fn=(1816)
0 3

totals: 4852204
