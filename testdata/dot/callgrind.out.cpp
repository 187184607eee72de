# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 1
cmd:  ./shapes
part: 1


desc: I1 cache: 
desc: D1 cache: 
desc: LL cache: 

desc: Timerange: Basic block 0 - 6724162
desc: Trigger: Program termination

positions: line
events: Ir
summary: 34034073


ob=(5) /usr/libexec/valgrind/vgpreload_core-amd64-linux.so
fl=(145) ???
fn=(1480) 0x0000000000001050
0 5

fn=(1470) 0x00000000000010c0
0 9
cob=(2) ???
cfi=(52) ???
cfn=(1476) 0x0000000004838030
calls=1 0 
0 134
0 1
cfn=(1480)
calls=1 0 
0 5
0 3

fn=(546) 0x0000000000001100
0 12

ob=(6) /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
fl=(151) ???
fn=(576) __cpu_indicator_init
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

fn=(842) 0x00000000000046a0
0 12

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

fn=(1540) 0x00000000000045f0
0 5

fn=(606)
0 162

fn=(1530) 0x0000000000004660
0 9
cob=(2)
cfi=(52)
cfn=(1536) 0x0000000004a62340
calls=1 0 
0 134
0 1
cfn=(1540)
calls=1 0 
0 5
0 3

ob=(3) /usr/lib/x86_64-linux-gnu/libc.so.6
fl=(204) ./stdio-common/./stdio-common/printf-parse.h
fn=(1350) read_int
53 1
+2 1
-2 1
+2 2
-2 1
+2 3
+18 2

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

fl=(149) ./libio/./libio/vtables.c
fn=(560) check_stdfiles_vtables
84 4
+1 3
+1 3
+2 1

fl=(210) ./stdlib/./stdlib/mul.c
fn=(1366) __mpn_mul
48 32
+6 4
+12 4
+76 22
-71 2
+1 4
+69 2
-60 8
cfi=(211) ./stdlib/../sysdeps/x86_64/mul_1.S
cfn=(1368) __mpn_mul_1
calls=2 -49 
* 64
* 6
+2 2
+1 2
+4 4

fl=(138) ./resource/../sysdeps/unix/sysv/linux/getrlimit64.c
fn=(508) getrlimit
38 1
+1 7
+1 1

fl=(197) ./nptl/./nptl/libc-cleanup.c
fn=(1398) __libc_cleanup_pop_restore
55 3
+2 6
+2 3
+1 9
+11 3

fn=(1324) __libc_cleanup_push_defer
25 3
+2 6
+2 6
+3 6
+14 9
+2 3
+1 3

fl=(113) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-memcmp.h
fn=(388) wmemcmp
34 5
+1 2
+1 2
+1 3
+3 2
+4 3
+3 4
fi=(235) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemcmp.c
-18 2
fe=(113)

fl=(228) ./nptl/./nptl/pthread_mutex_unlock.c
fn=(1438) pthread_mutex_unlock@@GLIBC_2.2.5
368 2
cfn=(1440) __pthread_mutex_unlock_usercnt
calls=1 51 
* 33

fn=(1440)
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

fl=(218) ./string/../sysdeps/x86_64/multiarch/strlen-avx2.S
fn=(1386) __strlen_avx2
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

fl=(225) ./stdlib/./stdlib/cxa_thread_atexit_impl.c
fn=(1432) __call_tls_dtors
149 3
+1 4
+18 4

fl=(215) ./stdlib/./stdlib/divrem.c
fn=(1378) __mpn_divrem
46 88
+3 16
+13 8
+1 8
-16 8
+18 16
+7 45
+1 7
-1 14
+1 14
-1 14
+4 24
+3 8
234 72

fl=(106) ./string/../sysdeps/x86_64/multiarch/ifunc-memcmp.h
fn=(362) bcmp
34 10
+1 4
+1 4
+1 6
+3 4
+4 6
+3 8
fi=(236) ./string/../sysdeps/x86_64/multiarch/memcmp.c
-18 4
fe=(106)

fl=(148) ./string/../sysdeps/x86_64/multiarch/strrchr-avx2.S
fn=(558) __strrchr_avx2
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

fl=(207) ./stdlib/../sysdeps/ieee754/dbl-64/dbl2mpn.c
fn=(1358) __mpn_extract_double
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

fl=(211)
fn=(1368)
32 10
+3 10
+1 10
+1 10
+1 10
+1 10
+2 10
+1 10
+2 10
+1 10
+1 10
+1 10
+1 8
+2 8
+1 8
+1 8
+1 8
+26 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+26 2
+1 2
+1 2
+2 2
+1 2
+1 2
+1 2
+1 2
+1 2
+2 2
+3 2
-5 8
+2 8
+3 8

fl=(222) ./misc/../sysdeps/unix/syscall-template.S
fn=(1412) munmap
117 4
+5 1

fl=(98) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-evex.h
fn=(342) wmemchr
38 10
-1 4
+2 6
+6 4
-3 4
+9 6
+3 8
fi=(237) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemchr.c
-23 2
fe=(98)

fl=(107) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-wmemset.h
fn=(364) wmemset
36 10
+1 6
+3 4
+8 6
+3 8
fi=(238) ./wcsmbs/../sysdeps/x86_64/multiarch/wmemset.c
-20 2
fe=(107)

fl=(140) ./nptl/./nptl/pthread_mutex_conf.c
fn=(512) __pthread_tunables_init
50 1
+1 2
-1 4
+1 3
cob=(1) /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
cfi=(11) ./elf/./elf/dl-tunables.c
cfn=(28) __tunable_get_val
calls=1 408 
* 19
cob=(1)
cfi=(141) ./elf/../sysdeps/x86_64/dl-trampoline.h
cfn=(520) _dl_runtime_resolve_xsave
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
cfi=(147) ./misc/./misc/init-misc.c
cfn=(554) __init_misc
calls=1 -40 
* 46

fl=(97) ./string/../sysdeps/x86_64/multiarch/ifunc-strncpy.h
fn=(340) stpncpy
35 5
+1 3
+3 2
+4 3
+3 4
fi=(239) ./string/../sysdeps/x86_64/multiarch/stpncpy.c
-15 1
fe=(97)

fn=(386) strncpy
35 5
+1 3
+3 2
+4 3
+3 4
fi=(240) ./string/../sysdeps/x86_64/multiarch/strncpy.c
-17 1
fe=(97)

fl=(231) ./posix/./posix/register-atfork.c
fn=(1454) __unregister_atfork
82 5
+1 5
-1 5
+1 15
fi=(232) ./posix/../malloc/dynarray-skeleton.c
243 5
fe=(231)
71 10
+38 20
+1 10

fl=(164) ./setjmp/../sysdeps/x86_64/bsd-_setjmp.S
fn=(1084) _setjmp
30 1
+2 1
cfi=(165) ./setjmp/../sysdeps/x86_64/setjmp.S
cfn=(1086) __sigsetjmp
calls=1 * 
* 26

fl=(194) ./stdio-common/./stdio-common/printf.c
fn=(1316) printf
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
cfi=(195) ./stdio-common/./stdio-common/vfprintf-internal.c
cfn=(1318) __vfprintf_internal
calls=1 684 
* 6126
+4 5

fl=(196) ./string/../sysdeps/x86_64/multiarch/strchr-avx2.S
fn=(1322) __strchrnul_avx2
55 7
+1 7
+1 7
+1 7
+1 7
+3 7
+1 7
+4 7
+1 7
+1 7
+1 7
+1 7
+1 7
+1 7
+1 7
+13 7
+2 14

fl=(198) ./libio/./libio/fileops.c
fn=(1344) _IO_do_write@@GLIBC_2.2.5
425 5
+1 1
-3 2
+2 1
cfn=(1570) new_do_write
calls=1 +6 
* 101
* 1
+1 1
-1 3
+1 1

fn=(1580) _IO_file_setbuf@@GLIBC_2.2.5
381 2
+1 1
cfi=(199) ./libio/./libio/genops.c
cfn=(1582) _IO_default_setbuf
calls=1 +70 
* 65
* 2
+3 1
+4 2
-2 3
+3 2

fn=(1574) _IO_file_write@@GLIBC_2.2.5
1173 6
+2 4
-1 2
+6 1
cfi=(233) ./io/../sysdeps/unix/sysv/linux/write.c
cfn=(1576) write
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

fn=(1326) _IO_file_xsputn@@GLIBC_2.2.5
1204 12
-1 24
-6 120
+13 12
+2 12
-2 36
+17 36
+1 22
+5 11
+2 11
+2 33
-2 11
cfi=(182) ./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S
cfn=(1390) __mempcpy_avx_unaligned_erms
calls=11 251 
* 175
* 11
+1 11
+1 11
-2 11
+4 22
+27 22
+1 96
-68 1
+44 1
fi=(203) ./libio/./libio/libioP.h
940 3
+2 2
+1 2
fe=(198)
1243 3
cfn=(1328) _IO_file_overflow@@GLIBC_2.2.5
calls=1 731 
* 1269
* 2
+6 2
+1 4
+2 1
-2 1
+2 2
+11 2
+1 4
cfi=(199)
cfn=(1346) _IO_default_xsputn
calls=1 371 
* 72
+2 3

fn=(1570)
431 1
fi=(203)
940 1
+2 1
fe=(198)
431 1
fi=(203)
940 1
fe=(198)
431 2
fi=(203)
940 1
fe=(198)
431 6
+12 1
-10 2
fi=(203)
942 2
+1 2
fe=(198)
448 4
cfn=(1574)
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

fn=(1328)
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
cfn=(1344)
calls=2 425 
* 116
-31 2
cfi=(199)
cfn=(1330) _IO_doallocbuf
calls=1 344 
* 1215
+1 1
+9 1
-9 5

fn=(1584) _IO_file_sync@@GLIBC_2.2.5
792 4
+5 4
+2 1
+1 2
+11 2
+4 4

fn=(1334) _IO_file_stat
1147 2
cfi=(201) ./io/../sysdeps/unix/sysv/linux/fstat64.c
cfn=(1336) fstat
calls=1 29 
* 13

fl=(202) ./io/../sysdeps/unix/sysv/linux/fstatat64.c
fn=(1338) fstatat
154 1
-55 2
+70 3
+1 1

fl=(159) ./misc/../sysdeps/unix/sysv/linux/brk_call.h
fn=(920) brk
24 10
fi=(160) ./misc/../sysdeps/unix/sysv/linux/brk.c
+13 10
+1 10
+6 5
+1 5
fe=(159)

fl=(209) ./stdlib/./stdlib/cmp.c
fn=(1364) __mpn_cmp
35 6
+2 3
+1 3
+1 6
+8 15

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
fi=(241) ./elf/../nptl/nptl-stack.h
+13 3
fi=(139)
-13 1
fi=(241)
+13 2
fi=(139)
-4 1
fi=(241)
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

fl=(183) ./string/../sysdeps/x86_64/multiarch/memcmp-avx2-movbe.S
fn=(1204) __memcmp_avx2_movbe
80 170483
+1 170483
+75 113481
+10 113481
+1 113481
+1 113481
+3 226962
401 170483
+1 170483
+5 170483
+1 170483
+1 170483
+1 170483
+1 170483
+3 163817
+1 163817
+1 163817
+1 163817
+3 163817
+1 163817
+1 50336
+1 100672
+6 6666
+1 6666
+2 6666
+1 6666
+2 6666
+1 6666
+2 6666
+1 6666
+1 6666
+1 6666
+1 6666
+1 6666
+1 6666
+1 6666
+1 6666
+2 6666
+2 5330
+13 1336
+1 1336
+2 1336

fl=(208) ./stdlib/../sysdeps/x86_64/lshift.S
fn=(1360) __mpn_lshift
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

fl=(200) ./libio/./libio/filedoalloc.c
fn=(1332) _IO_file_doallocate
78 8
+6 4
fi=(203)
940 3
+2 2
+1 2
fe=(200)
84 3
cfi=(198)
cfn=(1334)
calls=1 1147 
* 15
* 2
+2 4
+11 4
+4 2
cob=(2)
cfi=(52)
cfn=(1340) 0x0000000004aa5368
calls=1 0 
* 1098
* 1
+1 2
+2 4
cfi=(199)
cfn=(1342) _IO_setb
calls=1 329 
* 27
+1 1
+1 8

fl=(233)
fn=(1576)
26 6
+1 1

fl=(156) ./stdlib/../sysdeps/unix/sysv/linux/getrandom.c
fn=(906) getrandom
29 6
+1 1

fl=(213) ./nptl/./nptl/alloca_cutoff.c
fn=(1372) __libc_alloca_cutoff
28 9
+7 1

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

fl=(157) ./malloc/./malloc/morecore.c
fn=(916) __glibc_morecore
26 14
-1 7
+4 7
cfi=(158) ./misc/./misc/sbrk.c
cfn=(918) sbrk
calls=7 +8 
* 194
+1 14
+4 14

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

fl=(185) ./string/../sysdeps/x86_64/multiarch/memset-vec-unaligned-erms.S
fn=(1218) __memset_avx2_unaligned_erms
167 75864
+5 37932
+1 37932
+1 3
+1 3
+1 3
+13 2
+1 2
+2 4
+53 3
+1 3
+6 2
+1 2
+12 2
+3 2
+1 2
+64 1
+1 1
+1 1
+1 25009
+1 1
+1 2
+7 37929
+9 37929
+1 37929
+5 37929
+1 37929
+1 19192
+1 19192
+1 17930
+1 17930
+32 18737
+1 18737
+5 18737
+8 1262
+1 1262
+5 1262
+7 17930
+1 17930
+1 17930
+5 17930

fl=(227) ./nptl/./nptl/pthread_mutex_lock.c
fn=(1436) pthread_mutex_lock@@GLIBC_2.2.5
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

fl=(137)
fn=(506)
31 7
+2 4
+2 4
+1 1

fl=(91) ./string/../sysdeps/x86_64/multiarch/ifunc-memmove.h
fn=(400) mempcpy
57 3
-1 2
+4 3
+14 2
+3 2
+8 2
+8 2
+3 5

fn=(324) memcpy@@GLIBC_2.14
57 6
-1 4
+4 6
+14 4
+3 4
+8 4
+8 4
+3 10

fn=(394) memmove
57 9
-1 6
+4 9
+14 6
+3 6
+8 6
+8 6
+3 15

fl=(230) ./stdlib/./stdlib/cxa_finalize.c
fn=(1452) __cxa_finalize
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
cob=(7) /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
cfi=(152) ???
cfn=(1518) 0x00000000000a6e30
calls=1 -83 
* 7
cob=(7)
cfi=(152)
cfn=(1510) 0x00000000000a6df0
calls=1 -83 
* 730
cob=(7)
cfi=(152)
cfn=(1508) 0x00000000000d1dd0
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1506) 0x00000000000d41a0
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1504) 0x00000000000d41b0
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1502) 0x00000000000da5d0
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1500) 0x000000000017d440
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1498) 0x000000000017d450
calls=1 -83 
* 2
cob=(7)
cfi=(152)
cfn=(1496) 0x000000000017d460
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
cfi=(231)
cfn=(1454)
calls=5 -24 
* 75
+1 20
+1 40

fl=(201)
fn=(1336)
29 1
+1 2
+5 3
cfi=(202)
cfn=(1338)
calls=1 154 
* 7

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

fl=(154) ./malloc/./malloc/malloc.c
fn=(1236) sysmalloc_mmap.constprop.0
2414 3
+13 3
+5 2
+3 9
cfi=(187) ./misc/../sysdeps/unix/sysv/linux/mmap64.c
cfn=(1238) mmap
calls=1 47 
* 8
* 1
+3 2
+4 2
+18 3
+19 1
-1 1
+5 1
-4 2
+4 2
+1 5
+3 3
+1 5
+5 5
2022 4

fn=(912) _int_malloc
1338 9594
3766 38376
1357 4797
3766 4797
1357 14292
3807 9396
+27 9396
+2 25764
+3 4294
+2 8588
+56 808
+62 680
+1 336
+20 4796
-1 4796
-1 4796
+1 9592
+1 19182
+4 4795
+6 19180
-6 1
+6 1620
-1 1616
+1 1616
+3 3232
+1 1616
+2 3232
-3 256
+1 128
+2 256
+1 5232
+2 1744
+1 6976
+2 6976
-10 1744
+12 3488
+1 3488
+2 3488
+11 6720
+31 372
+1 372
+4 744
+29 744
+8 348
+1 186
+1 62
-1 62
+4 124
3807 198
+27 198
+66 4685
+2 4685
-2 4685
+2 9370
+2 1
+1 2
+6 1
-4 1
+1 1
+1 1
+2 2
+7 4
-1 2
+1 2
+5 18
+1 21
+2 14
-2 17
1999 1
3940 1
1999 2
3834 297
1357 99
3839 198
+2 14253
3961 4
cfn=(1284) malloc_consolidate
calls=2 4711 
* 17259
* 2
+95 3
+1 3
-1 3
+1 6
-16 3
+21 6
+1 21
4409 43173
4085 656
+1 984
+1 328
-1 328
+57 656
+9 328
-9 656
+9 328
-9 656
+1 328
+1 328
+1 328
+1 328
+6 656
-10 124
+9 62
-9 124
+9 62
-9 124
+1 62
+1 62
+1 62
+1 62
+6 124
3990 1432
4168 524
+11 6884
+2 224
+3 112
-3 112
+3 224
+1 66
+67 3409
+1 3409
+1 3409
-1 3409
+1 3409
+1 6818
+1 10227
+5 7393
+16 341
+2 682
-4 1084
+8 201
+3 402
+2 103
+1 103
+1 103
-2 412
-27 103
-99 1170
3175 3
+2 3
+2 3
-4 3
+2 12
+1 3
+1 3
3990 6
+29 3042
+2 1372
-1 2744
+29 21
+1 21
+4 42
+29 36
+8 96
3928 7
+1 7
+1 14
+2 7
3177 7
+2 7
3933 7
3175 14
+2 28
-6 7
+8 7
+1 7
3899 876
4140 6968
4268 39048
-3 39219
4365 3311
+1 6622
+2 6622
+3 9937
+17 12
4270 72
+1 36
+24 196
+3 196
+2 98
+3 98
-3 196
+3 98
cfn=(1142) unlink_chunk.constprop.0
calls=98 1620 
* 2236
+3 294
+15 56
-5 28
+5 56
+1 56
+3 28
+1 28
+1 28
+3 56
+1 10
+1 56
+2 26
+3 104
+2 39
+1 13
1999 13
4343 13
1999 26
4337 120
+2 45
+1 15
1999 15
4343 15
1999 100
4343 70
1999 140
4309 70
-1 70
+1 140
3187 6
+1 6
+3 3
-1 12
+1 3
+1 6
4170 3
+18 33
+1 198
+6 66
+5 33
+1 33
-1 66
+1 33
cfn=(1142)
calls=33 1620 
* 1056
+3 99
+31 33
4405 132
cfn=(924) alloc_perturb
calls=33 1999 
* 132
* 18648
cfn=(924)
calls=4662 1999 
* 18648
* 9390
-2 12
cfn=(914) sysmalloc
calls=4 2542 
* 648
* 4
+1 8
-28 3307
-2 3307
+2 3307
-1 3307
+1 3307
-3 3307
+8 3307
-5 3307
+2 3307
-2 13228
+2 3307
+4 3307
4025 1351
-1 1351
+3 1351
-1 1351
+1 2702
+1 4053
+1 2702
+2 2406
+4 9624
+2 3609
+4 1203
-3 1203
+4 1203
-7 1184
+2 444
+4 148
-3 148
+4 148
4207 33
-1 33
+1 66

fn=(1240) systrim.constprop.0
2980 1
-9 5
+11 1
+1 2
+5 1
+1 1
-1 2
+4 5
+2 2
+40 4
-33 2
cfi=(157)
cfn=(916)
calls=1 26 
* 25
* 1
+1 4
+12 3
cfi=(157)
cfn=(916)
calls=1 26 
* 42
+1 2
cfi=(157)
cfn=(916)
calls=1 26 
* 25
+4 2
+4 2
+4 2
-1 1
+1 2
+2 2

fn=(924)
1999 14085
+2 4695

fn=(1138) _int_free
4417 40096
+10 5012
-10 15036
+10 10024
+6 25060
+1 10024
+4 25060
+8 25060
-1 10024
+1 10024
+9 4967
+9 4967
-15 4967
+6 9934
+20 19868
+14 9458
+11 17484
+2 13113
2006 13113
4523 4371
+1 4371
+4 8742
+2 4371
-2 4371
+2 4371
+4 8742
+2 17484
+1 4371
+19 17466
4698 55132
4565 716
+6 1074
+7 358
-4 358
+4 716
+3 716
+5 1074
+3 716
+1 716
+1 716
2006 1074
4597 716
+1 157
+2 157
-1 157
+2 628
+2 314
cfn=(1142)
calls=157 1620 
* 3209
+3 716
+5 714
+4 271
+9 271
-1 271
+1 813
+1 542
-1 86
-1 86
+1 258
+1 172
+12 357
-10 357
+11 357
-1 357
-8 714
+2 286
+3 143
+1 143
+2 143
+1 143
+30 288
+1 6
+3 6
3177 283
+2 283
-4 283
+2 849
+1 283
+1 283
4478 283
4634 214
+1 214
+2 214
+1 214
+50 1074
-39 1
+1 3
+1 2
-39 86
+1 86
-1 86
cfn=(1142)
calls=86 1620 
* 1975
+1 86
-30 1074
-2 716
+89 2
cfn=(1284)
calls=1 +41 
* 9085
* 1
+4 10
+2 2
cfn=(1240)
calls=1 2980 
* 139
* 1

fn=(1284)
4711 3
+17 3
-17 12
+28 3
-28 9
+15 3
+2 3
+13 6
+1 6
-1 54
+1 54
+62 90
+1 24
-31 728
+4 204
+2 102
+1 204
+1 204
+2 204
-4 262
+1 524
+1 524
+2 524
+1 432
+4 216
+2 216
-2 432
+3 216
+9 432
-12 148
+2 148
-2 296
+3 148
+9 655
-56 728
+4 1092
+1 1456
+8 364
-3 728
+3 364
-3 364
+4 364
-4 364
+5 364
-5 364
+5 728
+2 728
+1 83
+2 83
-1 83
+2 332
+2 498
cfn=(1142)
calls=83 1620 
* 1861
* 332
+3 728
+5 524
-1 262
+1 262
cfn=(1142)
calls=262 1620 
* 5675
* 524

fn=(1134) free
3350 10026
-4 5013
+14 5013
-14 10026
+12 5013
+4 5013
-4 5013
+4 10026
+17 15036
fi=(155) ./malloc/./malloc/arena.c
162 15036
fe=(154)
3385 10024
cfn=(1138)
calls=5012 4417 
* 445987
+3 5012
+1 20048
-23 3
+2 4
+2 2
+1 2
+4 2
cfn=(1410) munmap_chunk
calls=1 3038 
* 34
+13 1
+1 4

fn=(1142)
1620 719
+2 3595
+3 719
+1 1438
+2 2876
-3 719
+6 719
+1 719
+1 2512
+2 124
+1 186
+3 124
+14 62
+1 62
+3 1438

fn=(900) malloc
3281 25075
+7 10030
1338 10028
+19 24878
3298 9636
+2 20060
+3 10028
+10 9592
+28 23980
3235 4
cfn=(910) tcache_init.part.0
calls=1 -6 
* 461
+68 2
+2 15000
3187 438
+1 438
+2 219
+1 219
-1 657
+1 219
+1 219
3341 1095
-26 19184
cfn=(912)
calls=4796 1338 
* 677444
+1 23980
fi=(155)
162 9590
315 1
cfn=(904) ptmalloc_init.part.0
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

fn=(914)
2542 36
+20 16
+11 8
+1 8
-11 3
+37 3
+11 3
-10 9
+1 3
+9 22
+6 9
+3 9
2935 6
+1 3
+5 6
+3 6
+5 6
-2 3
+2 3
-1 3
+1 3
-3 3
+3 3
+1 3
-1 9
+1 3
+2 3
+6 44
2575 3
+4 3
+9 4
cfn=(1236)
calls=1 2414 
* 62
+1 2
+92 6
+9 12
+13 9
+8 15
+8 6
+39 6
+2 9
+6 10
+1 2
2940 2
2767 6
-46 12
cfi=(157)
cfn=(916)
calls=3 26 
* 133
+1 6
-1 3
+1 3
2022 3
2723 3
2022 12
2604 6
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

fn=(1410)
3038 1
+2 1
-1 1
+1 1
-1 1
+1 1
+2 2
+3 2
+7 1
-8 1
+9 1
-8 1
+1 1
+6 3
+1 4
+3 1
+1 3
+5 1
+1 1
-1 1
cfi=(222)
cfn=(1412)
calls=1 117 
* 5

fl=(234) ./posix/../sysdeps/unix/sysv/linux/_exit.c
fn=(1586) _Exit
27 1
+3 1
+1 2

fl=(92) ./wcsmbs/../sysdeps/x86_64/multiarch/ifunc-avx2.h
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

fl=(85) ./string/../sysdeps/x86_64/multiarch/ifunc-sse4_2.h
fn=(398) strspn
36 5
fi=(242) ./string/../sysdeps/x86_64/multiarch/strspn.c
-7 1
fe=(85)

fn=(310) strpbrk
36 5
fi=(243) ./string/../sysdeps/x86_64/multiarch/strpbrk.c
-7 1
fe=(85)

fn=(350) strcspn
36 5
fi=(244) ./string/../sysdeps/x86_64/multiarch/strcspn.c
-7 1
fe=(85)

fl=(102) ./wcsmbs/../sysdeps/x86_64/multiarch/wcscpy.c
fn=(352) wcscpy
38 5
+6 1

fl=(158)
fn=(918)
37 7
+3 7
+3 7
-6 21
+3 7
+3 7
+35 15
-20 14
+1 2
cfi=(159)
cfn=(920)
calls=1 -35 
* 8
* 2
+4 1
-1 14
+4 13
+2 2
-2 3
+8 1
cfi=(159)
cfn=(920)
calls=1 -50 
* 8
* 3
cfi=(159)
cfn=(920)
calls=3 -50 
* 24
* 8
+4 20

fl=(195)
fn=(1318)
684 11
+30 5
+8 4
+4 5
+11 2
+11 1
fi=(204)
82 2
fe=(195)
748 3
fi=(204)
82 1
cfi=(196)
cfn=(1322)
calls=1 -27 
* 18
* 1
fe=(195)
763 2
fi=(204)
82 1
fe=(195)
759 1
+4 2
+4 2
fi=(219) ./stdio-common/../libio/libioP.h
940 1
fe=(195)
239 1
767 1
fi=(219)
940 4
+2 2
+1 2
fe=(195)
239 4
cfi=(198)
cfn=(1326)
calls=1 1204 
* 1403
* 2
127 9
767 2
+4 3
+4 7
-57 1
+57 1
-23 1
-8 2
+73 36
1111 2
+1 2
+3 12
-4 9
817 18
-7 6
+7 6
-11 6
-1 6
-2 6
+14 6
-13 6
-2 6
-3 6
+18 12
-19 6
+9 6
-10 6
+20 6
-21 6
-1 6
+22 6
-6 12
-48 4
cfi=(197)
cfn=(1324)
calls=1 25 
* 12
+1 13
-1 2
1112 2
cfi=(197)
cfn=(1398)
calls=1 55 
* 8
+2 1
-79 2
+3 36
+20 2
+34 6
fi=(204)
82 6
fe=(195)
1086 6
+6 6
fi=(204)
82 12
cfi=(196)
cfn=(1322)
calls=6 -27 
* 108
* 6
fi=(219)
942 6
+1 6
fe=(195)
1096 6
-4 6
fi=(204)
82 6
fe=(195)
239 6
1096 6
fi=(219)
942 12
+1 12
fe=(195)
239 24
cfi=(198)
cfn=(1326)
calls=6 1204 
* 363
* 12
127 78
1096 12
+2 13
fi=(220) ./stdio-common/./stdio-common/vfprintf-process-arg.c
134 3
fe=(195)
896 3
fi=(220)
134 6
+1 18
-42 3
+42 3
-41 3
-2 3
+52 10
+20 55
cfi=(221) ./stdio-common/./stdio-common/_itoa.c
cfn=(1396) _itoa_word
calls=5 +2 
* 396
+2 10
-2 5
+2 20
+18 10
-15 25
+9 10
+2 5
-2 15
+2 10
+2 15
+2 15
+4 25
+3 10
+13 10
+6 5
fe=(195)
-18 10
+47 5
fi=(219)
942 5
+1 5
-1 10
+1 10
fe=(195)
239 20
cfi=(198)
cfn=(1326)
calls=5 1204 
* 307
* 10
127 65
fi=(220)
+86 10
66 3
+1 3
-19 2
+1 2
-1 4
+10 4
-1 2
+1 2
-23 4
fe=(195)
995 30
+8 3
+1 3
-9 21
+10 3
-22 22
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
fi=(220)
174 45
-80 10
fe=(195)
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
fi=(220)
49 16
fe=(195)
192 10
fi=(220)
+2 10
fe=(195)
954 2
cfi=(204)
cfn=(1350)
calls=1 53 
* 11
* 1
+4 2
+9 3
354 1
cfi=(205) ./stdio-common/./stdio-common/printf_fp.c
cfn=(1352) __printf_fp
calls=1 1279 
* 2185
* 1

fl=(162) ./csu/../csu/libc-start.c
fn=(1064) __libc_start_main@@GLIBC_2.34
242 11
+69 3
+1 3
cfi=(153) ./stdlib/./stdlib/cxa_atexit.c
cfn=(874) __cxa_atexit
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
* 32329553
128 2
+6 3
+1 6
cob=(2)
cfi=(52)
cfn=(1066) 0x000000000010a000
calls=1 0 
* 6
+3 1
+1 2
+3 2
+1 2
-1 1
+2 7
+1 4
cob=(8) /build/dot/shapes
cfi=(161) ???
cfn=(1070) 0x0000000000003650
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
cfi=(167) /build/dot/shapes.cpp
cfn=(1090) main
calls=1 +26 
* 32325871
+16 2
cfi=(224) ./stdlib/./stdlib/exit.c
cfn=(1428) exit
calls=1 +71 
* 3629

fl=(205)
fn=(1376) hack_digit
170 32
+3 24
+2 8
+2 16
-2 16
+8 16
+21 24
cfi=(211)
cfn=(1368)
calls=8 32 
* 160
+1 16
+1 35
+4 40
-23 48
cfi=(215)
cfn=(1378)
calls=8 46 
* 342
+2 8
-2 8
+2 24
+3 8
-2 8
+2 8
+1 48
+11 8
-4 16

fn=(1352)
1279 1
-1 1
+1 4
cfn=(1354) __printf_fp_l
calls=1 216 
* 2179

fn=(1354)
216 12
+82 1
-82 4
+50 1
-9 1
+17 1
-8 4
+11 2
fi=(206) ./stdio-common/../include/../locale/localeinfo.h
+54 2
fe=(205)
-51 1
fi=(206)
+51 1
fe=(205)
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
cfi=(182)
cfn=(1188) __memcpy_avx_unaligned_erms
calls=1 264 
* 10
* 1
+16 10
+18 1
-9 1
+2 2
-2 10
+2 20
-74 24
-4 12
+4 49
-4 1
+4 4
+15 3
-13 6
+53 2
-2 12
cfi=(210)
cfn=(1366)
calls=2 48 
* 156
+5 4
+1 4
+7 10
cfi=(182)
cfn=(1188)
calls=2 264 
* 20
* 2
+1 6
+1 6
+1 2
+3 2
-4 2
-1 2
+1 2
+1 6
+5 4
+1 2
+6 2
+4 1
+4 1
-4 1
+4 3
-4 10
+6 2
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
cfi=(207)
cfn=(1358)
calls=1 35 
* 21
* 4
+4 1
548 6
+3 9
cfi=(209)
cfn=(1364)
calls=3 35 
* 33
* 6
+3 4
916 1
-1 3
+7 1
fi=(214) ./stdio-common/../sysdeps/pthread/allocalim.h
27 2
cfi=(213)
cfn=(1372)
calls=1 +1 
* 10
+2 3
fe=(205)
932 1
-8 1
+8 5
+1 1
+3 1
-3 1
+3 2
+3 10
+3 3
cfn=(1376)
calls=1 170 
* 116
* 15
cfn=(1376)
calls=5 170 
* 565
* 6
-3 12
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
cfn=(1376)
calls=1 170 
* 116
* 1
+3 3
-7 1
+1 6
+15 4
+1 4
cfn=(1376)
calls=1 170 
* 116
+2 3
-2 1
+2 5
fi=(216) ./stdio-common/../sysdeps/generic/get-rounding-mode.h
94 1
+1 7
fi=(217) ./stdio-common/../include/rounding-mode.h
-43 2
fe=(205)
1107 3
+13 3
+46 2
+2 1
-2 1
+2 3
+2 1
-2 1
+2 1
-2 1
-2 2
1008 2
-5 2
+5 1
-1 1
+1 2
+5 3
+2 3
+2 2
+80 3
-69 2
+69 3
+69 2
+9 2
+2 2
+18 3
+5 3
cfi=(218)
cfn=(1386)
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
+3 14
+3 14
-6 21
+1 24
+1 2
-2 1
+2 1
cfi=(182)
cfn=(1390)
calls=1 251 
* 17
* 1
* 1
-2 7
+10 4
+17 110
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
fi=(217)
52 3
fe=(205)
474 1
-2 1
+2 1
-3 2
+3 4
-3 2
cfi=(208)
cfn=(1360)
calls=1 29 
* 15
+4 9
+1 2
+1 5
608 7
+16 2
+2 1
-2 1
cfi=(212) ./stdlib/../sysdeps/x86_64/rshift.S
cfn=(1370) __mpn_rshift
calls=1 29 
* 17
+3 2
-1 1
+1 1
-1 1
+1 3
cfi=(212)
cfn=(1370)
calls=1 29 
* 17
+2 6
+14 2
1039 1
1203 2
605 3

fl=(89) ./string/../sysdeps/x86_64/multiarch/ifunc-memset.h
fn=(318) memset
54 15
+3 9
+7 6
+9 6
+2 6
+10 6
+8 6
+3 15

fl=(199)
fn=(1568) _IO_flush_all_lockp
686 2
+6 1
-6 9
+5 6
cfi=(197)
cfn=(1324)
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
fi=(203)
940 3
+2 2
+1 2
fe=(199)
706 3
cfi=(198)
cfn=(1328)
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
cfi=(197)
cfn=(1398)
calls=1 55 
* 8
+4 12

fn=(1582)
452 1
fi=(203)
940 1
fe=(199)
452 4
fi=(203)
940 1
fe=(199)
452 1
fi=(203)
940 1
fe=(199)
452 2
+1 1
fi=(203)
942 2
+1 2
fe=(199)
453 2
cfi=(198)
cfn=(1584)
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

fn=(1342)
329 9
+1 4
+5 2
-3 1
+3 2
-2 1
+2 2
+3 6

fn=(1346)
371 9
+3 2
fi=(203)
940 7
fe=(199)
389 2
+8 1
+2 2
-20 4
+2 3
+3 2
-9 1
+29 8
fi=(203)
946 2
fe=(199)
394 2
-1 3
+1 8
-1 12
+1 4

fn=(1566) _IO_cleanup
869 1
+3 1
-3 9
-83 1
+86 1
cfn=(1568)
calls=1 686 
* 269
-86 2
+86 1
-86 3
cfi=(197)
cfn=(1324)
calls=1 25 
* 12
+1 9
+3 1
-3 2
+3 2
fi=(203)
940 4
fe=(199)
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
fi=(203)
942 2
+1 2
fe=(199)
830 4
cfi=(198)
cfn=(1580)
calls=1 381 
* 78
+2 3
+4 5
+1 8
+11 9
+1 2
cfi=(197)
cfn=(1398)
calls=1 55 
* 8
+35 12
-59 1
-2 1
+3 1
-3 1
+2 3

fn=(1330)
344 2
-1 3
+3 4
+1 1
fi=(203)
940 3
+2 2
+1 2
fe=(199)
347 2
cfi=(200)
cfn=(1332)
calls=1 78 
* 1190
* 2
+3 4

fl=(221)
fn=(1396)
166 15
-3 5
+3 5
+2 10
+9 5
-9 10
+9 336
+9 10

fl=(155)
fn=(904)
313 1
fi=(154)
3156 3
fe=(155)
313 5
+5 1
fi=(154)
3156 2
cfi=(156)
cfn=(906)
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
cfi=(11)
cfn=(28)
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

fl=(99) ./string/../sysdeps/x86_64/multiarch/strncmp.c
fn=(344) strncmp
44 4
-1 2
+24 2
-22 3
+3 2
+4 3
+3 4

fl=(166)
fn=(1088)
28 2
+2 2
-1 1
+5 3

fl=(182)
fn=(1188)
264 38823
+6 38823
+1 38823
+2 497
+1 497
+1 497
+3 196
+1 196
+1 196
+3 392
+30 38326
+1 38326
+2 38225
+1 38225
+2 38127
+4 38127
+1 20097
+1 20097
+1 20097
+1 20097
+1 20097
+1 20097
+2 20097
+2 20097
+6 18030
+1 18030
+1 18030
+1 18030
+1 18030
+7 101
+1 101
+1 101
+1 101
+2 101
+17 98
+1 98
+1 98
+1 98
+1 98
+7 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 196
+5 301
+1 301
+5 298
+1 298
+2 196
+1 196
+1 196
+2 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 98
+1 196
+4 102
+1 102
+4 102
+2 102
+4 102
+1 102
+11 102
+3 102
+2 102
+2 102
+4 102
+1 102
+9 92
+1 92
+2 92
+2 92
+1 92
+1 92
+3 92
+2 92
+2 92
+2 184
+6 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
+1 92
-11 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+1 200
+2 92
+1 92
+1 92
+1 92
+2 92
+4 184
+13 10
+1 10
+2 10
+1 10
+1 10
+2 10
+2 10
+2 20
+6 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
+1 10
-11 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+1 108
+2 10
+1 10
+1 10
+1 10
+2 10
+1 20
+9 3
+7 3
+1 3
+6 2
+3 2
+2 2
+3 2
+1 2
+2 2
+2 49074
+2 2
+2 2
+2 4
+5 3
+1 3
+4 3
+2 3
+3 3
+4 3
+1 3
+3 3
+1 3
+24 1
+2 1
+2 1
+2 1
+3 1
+1 1
+2 65489
+3 1
+2 1
+2 2

fn=(1390)
251 12
+1 12
+1 12
+17 12
+1 12
+42 12
+1 12
+2 12
+1 12
+2 9
+4 9
+1 4
+1 4
+1 4
+1 4
+1 1
+1 1
+2 1
+2 1
-2 3
+2 3
+6 5
+1 5
+1 5
+1 5
+1 5
+29 3
+1 3
+1 3
+1 3
+1 3

fl=(187)
fn=(1238)
47 1
+3 2
+8 4
+2 1

fl=(212)
fn=(1370)
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

fl=(147)
fn=(554)
31 2
-1 4
+1 3
+2 3
cfi=(148)
cfn=(558)
calls=1 +21 
* 21
* 1
+4 5
+1 3
+2 4

fl=(224)
fn=(1430) __run_exit_handlers
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
cfi=(199)
cfn=(1566)
calls=1 869 
* 517
* 3
+2 2
cfi=(234)
cfn=(1586)
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
cfi=(226) ./elf/./elf/dl-fini.c
cfn=(1434) _dl_fini
calls=1 -90 
* 2875
+1 4
+10 2
+1 2
-82 1
cfi=(225)
cfn=(1432)
calls=1 149 
* 11
* 1

fn=(1428)
145 1
+1 4
cfn=(1430)
calls=1 40 
* 3624

fl=(115) ./string/../sysdeps/x86_64/multiarch/ifunc-evex.h
fn=(406) rawmemchr
38 5
-1 2
+2 3
+6 2
-3 2
+9 3
+3 4
fi=(245) ./string/../sysdeps/x86_64/multiarch/rawmemchr.c
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
fi=(246) ./string/../sysdeps/x86_64/multiarch/memchr.c
-25 1
fe=(115)

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

ob=(1)
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
cfi=(30) ./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S
cfn=(136) mempcpy
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
cfi=(19) ./elf/../sysdeps/x86/get-isa-level.h
cfn=(114) _dl_hwcaps_subdirs_active
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
fi=(29) ./elf/../include/rtld-malloc.h
-47 1
cfi=(28) ./elf/./elf/dl-minimal-malloc.c
cfn=(82) __minimal_malloc
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
cfi=(43) ./string/../sysdeps/x86_64/multiarch/../multiarch/memcmp-sse2.S
cfn=(128) bcmp
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
cfi=(23) ./string/../sysdeps/x86_64/multiarch/../multiarch/strlen-sse2.S
cfn=(66) strlen
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

fl=(67) ./elf/./elf/dl-deps.c
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
cfn=(86) memcpy
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
cfi=(53) ./elf/./elf/dl-error-skeleton.c
cfn=(178) _dl_catch_exception
calls=11 -57 
* 25483
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
cfi=(13) ./elf/./elf/dl-sort-maps.c
cfn=(252) _dl_sort_maps
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
cfi=(73) ./malloc/./malloc/scratch_buffer_set_array_size.c
cfn=(248) __libc_scratch_buffer_set_array_size
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

fn=(222) openaux
61 22
+7 11
-4 22
+1 11
-1 88
cfi=(31)
cfn=(184) _dl_map_object
calls=11 1971 
* 24746
* 11
+5 22

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
-5 12
-1 12
+1 12
+2 24
-1 24
+2 12
+2 72
+2 1
+1 3
+1 1
-1 1
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

fl=(45) ./string/../sysdeps/x86_64/multiarch/../multiarch/memset-vec-unaligned-erms.S
fn=(140) memset
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
cfn=(1054) 0x00000000000a5d40
calls=1 -74 
* 241
cob=(7)
cfi=(152)
cfn=(1028) 0x00000000000a5c80
calls=1 -74 
* 50
cob=(7)
cfi=(152)
cfn=(1002) 0x00000000000a5bc0
calls=1 -74 
* 50
cob=(7)
cfi=(152)
cfn=(984) 0x00000000000a5b40
calls=1 -74 
* 34
cob=(7)
cfi=(152)
cfn=(966) 0x00000000000a5ac0
calls=1 -74 
* 34
cob=(7)
cfi=(152)
cfn=(964) 0x00000000000a5aa0
calls=1 -74 
* 80
cob=(7)
cfi=(152)
cfn=(960) 0x00000000000a5a60
calls=1 -74 
* 162
cob=(7)
cfi=(152)
cfn=(958) 0x00000000000a5a40
calls=1 -74 
* 80
cob=(7)
cfi=(152)
cfn=(956) 0x00000000000a58e0
calls=1 -74 
* 44
cob=(7)
cfi=(152)
cfn=(930) 0x00000000000a57f0
calls=1 -74 
* 78
cob=(7)
cfi=(152)
cfn=(894) 0x00000000000a5780
calls=1 -74 
* 2552
cob=(7)
cfi=(152)
cfn=(884) 0x00000000000a5760
calls=1 -74 
* 714
cob=(7)
cfi=(152)
cfn=(858) 0x00000000000a56d0
calls=1 -74 
* 1738
cob=(6)
cfi=(151)
cfn=(842)
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
cfn=(852) 0x00000000000a5e40
calls=1 -74 
* 12
cob=(6)
cfi=(151)
cfn=(576)
calls=1 -74 
* 656
cob=(4) /usr/lib/x86_64-linux-gnu/libm.so.6
cfi=(150) ???
cfn=(566) 0x00000000000102f0
calls=1 -74 
* 12
cob=(3)
cfi=(146)
cfn=(552)
calls=1 -28 
* 64
cob=(5)
cfi=(145)
cfn=(546)
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

fl=(1) ???
fn=(0) 0x000000000001ab70
0 2
cfi=(2) ./elf/./elf/rtld.c
cfn=(2) _dl_start
calls=1 520 
0 1696126
0 10
cfi=(144)
cfn=(538)
calls=1 81 
0 7260
0 3
cob=(8)
cfi=(161)
cfn=(1062) (below main)
calls=1 0 
0 32330672

fl=(60) ./io/../sysdeps/unix/sysv/linux/fstatat64.c
fn=(202) fstatat
154 16
-55 32
+70 39
+1 7
-2 18
+1 18

fl=(25) ./elf/../sysdeps/nptl/dl-tls_init_tp.c
fn=(92) rtld_mutex_dummy
44 356

fn=(278) __tls_init_tp
66 1
fi=(247) ./elf/../include/list.h
-22 1
fe=(25)
+22 1
fi=(247)
-23 1
fe=(25)
+24 1
+3 1
fi=(247)
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

fn=(72) __tls_pre_init_tp
51 2
+3 8
+5 1
-5 1
+5 1
+1 1
-6 1
+8 1

fl=(47) ./elf/./elf/dl-debug.c
fn=(162) _dl_debug_state
117 2

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

fl=(65) ./io/../sysdeps/unix/sysv/linux/close_nocancel.c
fn=(214) __GI___close_nocancel
26 24
+1 6

fl=(229) ./elf/./elf/dl-call_fini.c
fn=(1442) _dl_call_fini
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
cfn=(1548) 0x00000000000102b0
calls=1 -43 
* 152
cob=(6)
cfi=(151)
cfn=(1530)
calls=1 -43 
* 152
cob=(7)
cfi=(152)
cfn=(1488) 0x00000000000a5e00
calls=1 -43 
* 1111
cob=(5)
cfi=(145)
cfn=(1470)
calls=1 -43 
* 152
cob=(8)
cfi=(161)
cfn=(1444) 0x0000000000003610
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
cfn=(1564) 0x0000000004ce43d8
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1546) 0x0000000004a788c8
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1528) 0x00000000049de5c0
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1486) 0x0000000004838278
calls=1 -49 
* 3
cob=(2)
cfi=(52)
cfn=(1466) 0x000000000010cde0
calls=1 -49 
* 3
+1 8

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
cfi=(117) ./misc/../sysdeps/unix/syscall-template.S
cfn=(410) mprotect
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
fi=(5) ./elf/../sysdeps/x86_64/dl-machine.h
72 26
+6 20
+4 15
+6 5
+10 10
+20 10
+8 5
fi=(4) ./elf/../sysdeps/generic/ldsodefs.h
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
498 2264
+4 2264
+3 3396
+1 1132
fi=(6)
83 3396
+2 4768
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
cfi=(122) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-fma4.h
cfn=(468) sincos
calls=1 31 
* 7
cob=(4)
cfi=(119) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-avx-fma4.h
cfn=(464) sin
calls=1 32 
* 8
cob=(4)
cfi=(119)
cfn=(460) __atan2_finite@GLIBC_2.15
calls=1 32 
* 8
cob=(4)
cfi=(118) ./math/../sysdeps/x86_64/fpu/multiarch/ifunc-fma.h
cfn=(458) exp2f@@GLIBC_2.27
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(456) expm1
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(452) __asin_finite@GLIBC_2.15
calls=1 31 
* 7
cob=(4)
cfi=(125) ./math/../sysdeps/x86_64/fpu/multiarch/s_fma.c
cfn=(450) fma
calls=1 49 
* 5
cob=(4)
cfi=(118)
cfn=(448) sinf
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(446) __acos_finite@GLIBC_2.15
calls=1 31 
* 7
cob=(4)
cfi=(119)
cfn=(442) __log_finite@GLIBC_2.15
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(440) __log1p
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(438) log2f@@GLIBC_2.27
calls=1 29 
* 8
cob=(4)
cfi=(122)
cfn=(434) __pow_finite@GLIBC_2.15
calls=1 31 
* 7
cob=(4)
cfi=(118)
cfn=(432) powf@@GLIBC_2.27
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(430) sincosf
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(428) log2@@GLIBC_2.29
calls=1 29 
* 8
cob=(4)
cfi=(118)
cfn=(426) logf@@GLIBC_2.27
calls=1 29 
* 8
cob=(4)
cfi=(119)
cfn=(422) cos
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(420) expf@@GLIBC_2.27
calls=1 29 
* 8
cob=(4)
cfi=(119)
cfn=(416) __exp_finite@GLIBC_2.15
calls=1 32 
* 8
cob=(4)
cfi=(118)
cfn=(414) cosf
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
124 912
fi=(5)
482 912
fi=(6)
124 912
fi=(5)
482 1824
+5 1832
+1 916
fi=(6)
123 916
fi=(5)
488 916
-5 916
fi=(6)
123 1832
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
-5 6758
+1 3379
+1 3379
-2 3379
+2 3379
+3 3379
-5 3379
+2 3379
-2 3379
+1 6758
+2 3379
-2 3379
+2 10137
+2 6758
+9 3383
fi=(5)
253 6766
+7 6766
+4 6766
fe=(77)
-94 13532
fi=(4)
-28 10098
fe=(77)
+29 6732
+3 15369
+8 1600
+4 640
-3 320
+1 320
+2 4154
-3 1437
+1 1437
+2 7505
+1 1757
-1 1757
+2 10542
+2 10542
cfi=(78) ./elf/./elf/dl-lookup.c
cfn=(290) _dl_lookup_symbol_x
calls=1757 756 
* 1249953
+3 1757
+1 3514
-4 1757
+4 8785
fi=(5)
+79 13452
+3 3354
-3 10079
+3 3371
-3 3371
+3 6742
+1 6742
+1 6742
+25 20298
407 8175
fi=(6)
150 8175
fi=(5)
407 1270
fi=(6)
150 1951
-19 13540
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
cfi=(16) ./elf/../sysdeps/x86/dl-get-cpu-features.c
cfn=(500) __x86_cpu_features
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
-98 7074
+3 1609
-1 1609
+19 1609
-18 3218
349 14
cfn=(408)
calls=7 +7 
* 168
+1 56
175 5152
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

fl=(24) ./elf/../misc/sbrk.c
fn=(68) sbrk
37 4
+3 1
+18 2
+4 2
+16 5

fl=(141)
fn=(520)
76 24
+3 24
+2 24
+10 24
+6 24
+1 24
+1 24
+1 24
+1 24
+1 24
+1 24
+4 24
+1 24
+3 24
+1 24
+2 24
+1 24
+1 24
+1 24
+1 24
+1 24
+2 24
+7 24
+1 24
+1 24
cfi=(142) ./elf/./elf/dl-runtime.c
cfn=(522) _dl_fixup
calls=24 -84 
* 19350
+1 24
+5 24
+1 24
+1 24
+2 24
+1 24
+1 24
+1 24
+1 24
+1 24
+1 24
+2 24
+2 24
+4 24
+2 24

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
cfn=(78) __minimal_calloc
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

fn=(224) cache_rpath
681 26
+1 39
+4 2
-1 4
+14 26
-11 8
+3 2
-8 26

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
cfi=(57) ./io/../sysdeps/unix/sysv/linux/read_nocancel.c
cfn=(192) __read_nocancel
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
cfi=(72) ./io/../sysdeps/unix/sysv/linux/pread64_nocancel.c
cfn=(246) __pread64_nocancel
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
cfi=(68) ./io/../sysdeps/unix/sysv/linux/stat64.c
cfn=(228) stat
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
cfn=(154) __minimal_free
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
cfi=(61) ./misc/../sysdeps/unix/sysv/linux/mmap64.c
cfn=(204) mmap
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
cfi=(59) ./io/../sysdeps/unix/sysv/linux/fstat64.c
cfn=(200) fstat
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
cfi=(8) ./elf/./elf/dl-setup_hash.c
cfn=(14) _dl_setup_hash
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
cfi=(48) ./elf/../elf/dl-tls.c
cfn=(244) _dl_assign_tls_modid
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
cfn=(216) _dl_audit_objopen
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
cfi=(33) ./string/../sysdeps/x86_64/multiarch/../multiarch/strcmp-sse2.S
cfn=(98) strcmp
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
cfi=(55) ./elf/./elf/dl-misc.c
cfn=(186) _dl_name_match_p
calls=49 68 
* 5575
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
* 900
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
* 251
* 1
+1 3
+2 4
cfi=(30)
cfn=(86)
calls=1 219 
* 18
+1 2
+14 9

fn=(258) version_check_doit
677 2
+2 4
cfi=(75) ./elf/./elf/dl-version.c
cfn=(260) _dl_check_all_versions
calls=1 392 
* 21710
* 2
+4 2

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
cfn=(268) _dl_tls_static_surplus_init
calls=1 122 
* 76
+3 1
cfi=(48)
cfn=(270) _dl_determine_tlsoffset
calls=1 247 
* 108
+7 1
cfi=(48)
cfn=(272) _dl_allocate_tls_storage
calls=1 448 
* 439
* 1
+1 2
+4 1
cfi=(48)
cfn=(276) _dl_tls_initial_modid_limit_setup
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
cfi=(9) ./elf/../sysdeps/unix/sysv/linux/dl-sysdep.c
cfn=(16) _dl_sysdep_start
calls=1 102 
* 1695451
* 1
+2 2
+89 9
-22 3
fi=(3)
103 3
fe=(2)

fn=(182) map_doit
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

fn=(70) dl_main
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
cfi=(26) ./elf/./elf/dl-environ.c
cfn=(74) _dl_next_ld_env_entry
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
cfn=(158) _dl_count_modids
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
cfn=(164) _dl_audit_activity_map
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
* 29139
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
cfn=(256) _dl_receive_error
calls=1 238 
* 21736
+10 1
+1 1
-1 1
+1 1
+3 2
845 1
fi=(248) ./elf/../sysdeps/unix/sysv/linux/dl-osinfo.h
39 2
fe=(2)
847 1
fi=(248)
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
* 1614109
+4 18
+1 4
-23 2
+23 2
cfi=(48)
cfn=(412) _dl_add_to_slotinfo
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
cfn=(476) _dl_allocate_tls_init
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
cfn=(528) _dl_sysdep_start_cleanup
calls=1 148 
* 1
+4 3
cfi=(50)
cfn=(530) _dl_audit_activity_nsid
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
cfi=(129) ./elf/./elf/dl-find_object.c
cfn=(478) _dl_find_object_init
calls=1 582 
* 1032
+5 3
cfi=(7)
cfn=(486) __rtld_malloc_init_real
calls=1 76 
* 2772
+3 1
cfi=(133) ./elf/../sysdeps/nptl/dl-mutex.c
cfn=(494) __rtld_mutex_init
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
* 2762
* 1
91 3
+9 3

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
cfn=(174) _dl_catch_error
calls=1 225 
* 2411
* 1
+1 3
+8 3
+6 5

fl=(129)
fn=(478)
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
cfi=(130) ./elf/./dl-find_object.h
cfn=(480) _dl_find_object_from_map
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

fl=(133)
fn=(494)
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

fl=(226)
fn=(1434)
26 4
+17 1
-17 6
+20 13
+3 2
cob=(3)
cfi=(227)
cfn=(1436)
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
cfi=(228)
cfn=(1438)
calls=1 368 
* 35
+5 13
+14 7
-14 14
+2 7
+2 14
+2 28
cfi=(229)
cfn=(1442)
calls=7 -90 
* 1933
+3 14
cfi=(50)
cfn=(1468) _dl_audit_objclose
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

fl=(11)
fn=(22) __GI___tunables_init
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

fn=(60) do_tunable_update_val
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

fn=(58) __GI___tunable_set_val
158 30
+2 5
cfn=(60)
calls=5 -61 
* 190

fl=(117)
fn=(410)
117 28
+5 7

fn=(534) munmap
117 4
+5 1

fl=(55)
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

fn=(474) _dl_higher_prime_number
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

fn=(186)
68 535
+1 214
cfi=(33)
cfn=(98)
calls=107 +62 
* 3763
* 214
+3 107
+2 214
+6 104
-6 208
+1 366
cfi=(33)
cfn=(98)
calls=122 +56 
* 5233
* 244
+8 18
-13 18
+13 143
-1 89
+1 267

fl=(46)
fn=(150)
40 24
+1 6
cfi=(23)
cfn=(66)
calls=6 +60 
* 186
* 6
fi=(249) ./string/../include/rtld-malloc.h
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

fl=(17) ./elf/../sysdeps/x86/cpu-features.c
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

fn=(38) init_cpu_features.constprop.0
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
fi=(20) ./elf/../sysdeps/x86/dl-cacheinfo.h
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
cfn=(50) handle_intel.constprop.0
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
cfn=(56) get_common_cache_info.constprop.0
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

fl=(75)
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
cfi=(55)
cfn=(186)
calls=58 +30 
* 6162
* 116
204 22
+4 33
+5 11
fi=(250) ./elf/../sysdeps/generic/_itoa.h
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
-1 64
+1 64
-1 32
+4 32
-3 32
+3 32
-3 146
56 172
+8 129
+6 129
+16 43
+1 86
+2 43
+5 387
+14 1420
+12 2001
+4 667
-30 1334
231 172
+3 129
+5 32
-24 32
110 43
+3 172
cfi=(33)
cfn=(98)
calls=43 +18 
* 1751
* 129
224 172
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
fi=(29)
44 6
fe=(75)
280 12
fi=(29)
44 6
cfi=(28)
cfn=(78)
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
+18 32
-15 32
+2 32
-2 32
+2 32
-2 32
+2 64
-2 11
+2 11
-2 11
+2 11
-2 11
+2 22
+2 43
+1 43
-1 129
+1 43
+1 43
-2 43
+2 86
+1 129
+3 129
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

fn=(260)
392 5
+4 5
-2 2
+4 42
cfn=(262)
calls=7 155 
* 21600
-2 7
+2 21
-1 7
-1 14
+5 7

fl=(7)
fn=(12)
43 2
+1 2
+1 2
+1 2
+1 1

fn=(490) lookup_malloc_symbol
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
cfn=(490)
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

fl=(68)
fn=(228)
28 10
+1 40
cfi=(60)
cfn=(202)
calls=10 154 
* 88

fl=(9)
fn=(528)
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

fn=(16)
102 3
+1 1
+3 2
cfn=(18)
calls=1 -28 
* 311
+4 2
cfi=(11)
cfn=(22)
calls=1 282 
* 4069
+3 1
cfi=(13)
cfn=(26) _dl_sort_maps_init
calls=1 295 
* 30
+2 2
cfi=(14) ./elf/../sysdeps/unix/sysv/linux/brk_call.h
cfn=(30) brk
calls=1 -91 
* 7
fi=(5)
+91 1
cfi=(16)
cfn=(36) _dl_x86_init_cpu_features
calls=1 39 
* 6967
fe=(9)
-84 3
+1 1
cfi=(23)
cfn=(66)
calls=1 -22 
* 16
* 1
+2 2
cfi=(24)
cfn=(68)
calls=1 -88 
* 14
* 3
+12 3
+3 5
cfi=(2)
cfn=(70)
calls=1 1413 
* 1684003
+3 4

fl=(59)
fn=(200)
29 6
+1 12
+5 18
cfi=(60)
cfn=(202)
calls=6 154 
* 42

fl=(13)
fn=(252)
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
cfn=(254) dfs_traversal.part.0
calls=12 -5 
* 609
+86 42
+18 8
+13 2
+54 2
-47 8
cfi=(30)
cfn=(86)
calls=2 -50 
* 36
+13 8

fn=(254)
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

fl=(57)
fn=(192)
26 20
+1 5

fl=(20)
fn=(50)
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

fn=(56)
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
fn=(136)
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
fn=(216)
78 20

fn=(530)
45 12
+2 9
+4 3

fn=(1080)
119 4

fn=(164)
29 7
+2 1
-1 1
+1 2
+6 8

fn=(1468)
98 28

fl=(73)
fn=(248)
30 45
+4 5
+1 10
+10 10
+18 5
-17 5
+17 15

fl=(48)
fn=(158)
225 2
+1 1
+15 2

fn=(270)
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

fn=(412)
1105 14
+6 2
+3 2
+1 2
+4 6
+36 4
+3 6
+1 6
+3 12

fn=(244)
156 2
+3 2
+13 2
-13 2
+53 2
+2 2
+3 2
+1 4

fn=(476)
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
cfi=(45)
cfn=(140)
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

fn=(276)
1088 1
+2 4
+6 4
-6 6
+2 9
+1 6
+6 1
+1 1

fn=(268)
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

fn=(272)
448 4
+2 1
+11 1
88 1
465 1
fi=(29)
56 1
cfi=(28)
cfn=(82)
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

fl=(26)
fn=(74)
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

fl=(78)
fn=(294) do_lookup_x
348 14328
+1 1791
-1 7164
+6 1791
-6 3582
+7 1791
+41 1791
-30 3582
+30 1791
-30 7164
+14 16980
+8 5660
-4 5660
+1 5660
+3 22640
+1 11320
+3 5660
-3 5660
+4 11320
+7 5660
-3 11320
-2 5660
+5 16980
+3 39620
+99 11652
359 11320
+3 11320
+4 11320
+4 11320
+4 11320
fi=(4)
141 3552
+1 5328
fe=(78)
460 3552
fi=(80) ./elf/../sysdeps/generic/dl-protected.h
29 7104
fe=(78)
467 9256
+16 3388
+1 1694
+1 3552
-78 5448
-1 3632
+2 3632
+2 1815
+6 7260
-6 1815
+6 12705
+7 8121
-10 22410
+3 1783
-1 3566
+1 1783
-1 1783
+2 3566
-1 21396
cfn=(296) check_match
calls=1783 71 
* 163376
+4 5349
+3 16
+82 15
+1 14328
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
cfi=(25)
cfn=(92)
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
471 3591
-17 81
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
+1 330
+98 6
cfi=(55)
cfn=(474)
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
cfn=(154)
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
437 15975

fn=(290)
756 23283
fi=(79) ./elf/../sysdeps/generic/dl-new-hash.h
74 1791
+3 3582
-8 1791
+1 3582
+10 1791
+1 3582
-1 36757
+1 73514
+20 37652
-2 37652
+6 37652
-3 75304
+2 37652
-30 37652
+3 75304
fe=(78)
758 1791
+1 1791
+3 1791
-4 1791
+1 1791
+7 7128
+3 1791
+2 3582
-2 1791
+6 3582
-7 21492
+7 75
+1 25074
cfn=(294)
calls=1791 348 
* 638550
* 5373
+28 1791
-23 5373
+23 1791
-23 3582
+24 10640
+7 1776
-7 1776
+35 7104
+34 1776
-20 5328
+3 3552
-57 1791
+76 16119
fi=(79)
87 896
+1 896
+1 1792
+1 896
fe=(78)
783 90
+18 45
+54 2

fn=(296)
71 1783
+3 1783
-3 21396
+3 7122
+13 1778
-13 1778
+13 1778
-13 1778
+13 5334
+3 3772
cfi=(33)
cfn=(98)
calls=54 +41 
* 2744
* 108
+4 1778
+1 3556
+2 3550
+19 3550
+1 14200
+2 4
-40 1775
+84 10698
-18 6
+2 6
+1 3
-1 6
+1 9
-1 6
+4 2
+1 7
+2 3
-75 6
+39 5319
cfi=(33)
cfn=(98)
calls=1773 +13 
* 64162
* 3546
-44 20
+5 10

fl=(130)
fn=(480)
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
131 2136
+1 2136
+2 2136
+1 2136
+21 2136
+1 2136
+1 1119
+1 1119
+1 991
+1 991
+1 991
+1 991
+17 991
+1 991
+1 991
+1 991
+1 991
+1 991
+1 991
+5 21
+1 21
+9 21
+1 21
+1 21
+1 21
+1 21
+1 21
+1 21
+1 21
-7 1145
+1 1145
+1 1145
+1 1145
+1 1145
+1 1145
+1 1145
+1 1145
+1 209
+1 129
+1 129
+1 129
+2 129
+1 129
+1 129
+1 129
+1 129
+1 129
-5 80
+1 80
+1 80
+1 80
+1 80
+1 80
+10 957
+1 957
+1 957
+2 957
+6 957
+1 957
+1 957
+1 957
+1 957
+5 957
+2 943
+1 943
+1 1886
+8 943
+1 943
+3 943
+1 943
+1 943
+1 943
+1 943
+1 943
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
424 2
+1 2
+1 2
+1 2
+1 2
+2 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+3 2
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
661 2
+1 2
+1 2
+1 2
+1 2
+2 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
+4 2
+1 2
+1 2
+6 2
+1 2
+1 4
+4 2
+1 2
-1 3
+1 3
+3 5
+1 5
+1 5
+2 5
+1 5
+1 5
+4 5
+1 5
+1 5
+1 5
+1 5
+1 5
+7 4
+1 4
+2 4
+1 4
+2 4
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
+7 3
+1 3
+1 3
+32 6
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
+69 2
+1 2
+1 2
+1 2
+1 2
+2 2
+1 2
+1 2
+1 2
+1 2
+1 2
+1 2
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
+69 7
+1 7
+1 7
+1 7
+1 7
+2 7
+1 7
+1 7
+1 7
+1 7
+1 7
+1 7
+1 1
+4 1
+1 1
+1 1
+6 1
+1 1
+1 2
+4 1
+1 1
-1 1
+1 1
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
+7 1
+1 1
+1 1
+32 4
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
+69 24
+1 24
+1 24
+1 24
+1 24
+2 24
+1 24
+1 24
+1 24
+1 24
+1 24
+1 24
+1 20
+4 20
+1 20
+1 20
+6 20
+1 20
+1 40
+4 20
+1 20
+3 20
+1 20
+1 20
+2 20
+1 20
+1 20
+4 20
+1 20
+1 20
+1 20
+1 20
+1 20
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
+41 13
+1 13
+1 13
+1 13
+1 13
+2 13
+1 13
+1 13
+1 13
+1 13
+1 13
+1 13
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
+69 12
+1 12
+1 12
+1 12
+1 12
+2 12
+1 12
+1 12
+1 12
+1 12
+1 12
+1 12
+1 8
+4 8
+1 8
+1 8
+6 8
+1 8
+1 16
+4 8
+1 8
+3 8
+1 8
+1 8
+2 8
+1 8
+1 8
+4 8
+1 8
+1 8
+1 8
+1 8
+1 8
+69 37
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
+1 7
+4 7
+1 7
+1 7
+6 7
+1 7
+1 14
+4 7
+1 7
-1 2
+1 2
+3 9
+1 9
+1 9
+2 9
+1 9
+1 9
+4 9
+1 9
+1 9
+1 9
+1 9
+1 9
+7 3
+1 3
+2 3
+1 3
+2 3
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
+7 2
+1 2
+1 2
+32 10
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
+1 5
+4 5
+1 5
+1 5
+6 5
+1 5
+1 10
+4 5
+1 5
+3 5
+1 5
+1 5
+2 5
+1 5
+1 5
+4 5
+1 5
+1 5
+1 5
+1 5
+1 5
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
+41 40
+1 40
+1 40
+1 40
+1 40
+2 40
+1 40
+1 40
+1 40
+1 40
+1 40
+1 40
+2 14
+4 14
+1 14
+1 14
+6 14
+1 14
+2 28
+4 14
+1 14
-1 1
+1 1
+3 15
+1 15
+1 15
+2 15
+1 15
+1 15
+4 15
+1 15
+1 15
+1 15
+1 15
+1 15
+7 2
+1 2
+2 2
+1 2
+2 2
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
+7 1
+1 1
+1 1
+34 1025
+2 1025
+1 1025
+1 1025
+1 1025
-3 141
+1 141
+1 141
+1 141
+1 258
+5 129
+6 129
+1 129
+8 129
+1 129
-16 2007
+6 2007
+1 2007
+8 2007
+1 2007

fl=(69)
fn=(240) _dl_cache_libcmp
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
cfn=(240)
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

fl=(53)
fn=(178)
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
cfi=(67)
cfn=(222)
calls=11 61 
* 24933
cfi=(2)
cfn=(182)
calls=1 644 
* 2338
+2 12
-1 12
+1 12
-1 12
+1 24
-25 12
+34 24

fn=(256)
238 5
+1 1
+1 1
+3 1
+1 1
+2 1
cfi=(2)
cfn=(258)
calls=1 677 
* 21720
+2 1
+1 1
+1 4

fn=(174)
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

fl=(142)
fn=(522)
46 168
+2 120
+1 24
+6 24
fi=(251) ./elf/../sysdeps/x86_64/dl-runtime.h
-27 24
fe=(142)
+21 24
+5 24
+1 24
-6 24
+6 48
+1 24
+2 24
-2 24
+2 24
-2 120
+7 48
+4 48
+4 72
+4 72
+1 96
+1 72
+8 24
-1 24
+1 48
+10 240
cfi=(78)
cfn=(290)
calls=24 756 
* 16896
* 24
+4 120
+10 240
+15 96
+9 72
+26 72
fi=(5)
+61 24
fe=(142)
-57 144
-1 48
fi=(181) ./elf/../sysdeps/x86_64/dl-irel.h
32 6
cob=(3)
cfi=(91)
cfn=(394)
calls=2 +25 
* 42
cob=(3)
cfi=(89)
cfn=(318)
calls=2 +22 
* 46
cob=(3)
cfi=(106)
cfn=(362)
calls=1 +2 
* 23
cob=(3)
cfi=(91)
cfn=(324)
calls=1 +25 
* 21
fe=(142)
+93 12

fl=(61)
fn=(204)
47 26
+3 52
+8 104
+2 26

fl=(72)
fn=(246)
25 2
+1 8
+1 2

fl=(16)
fn=(36)
39 3
+2 1
cfi=(17)
cfn=(38)
calls=1 399 
* 6963

fn=(500)
39 3
+32 2

fl=(19)
fn=(114)
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

fl=(8)
fn=(14)
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

fl=(43)
fn=(128)
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

ob=(8)
fl=(161)
fn=(1070)
0 12

fn=(1444)
0 9
cob=(2)
cfi=(52)
cfn=(1450) 0x000000000010a190
calls=1 0 
0 134
0 1
cfn=(1460) 0x00000000000035a0
calls=1 0 
0 5
0 3

fn=(1460)
0 5

fn=(1062)
0 11
cob=(3)
cfi=(162)
cfn=(1064)
calls=1 242 
0 32330661

fl=(176) /usr/include/c++/12/bits/stl_algo.h
fn=(1160) void std::__insertion_sort<__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea> >(__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea>)
1805 2
-3 7
fi=(175) /usr/include/c++/12/bits/stl_iterator.h
1144 1
fe=(176)
1802 2
+5 3
fi=(169) /usr/include/c++/12/bits/unique_ptr.h
191 2
fi=(175)
1144 1
fi=(167)
47 2
cfn=(1150) geo::Rect::area() const
calls=1 -23 
* 3
fi=(169)
191 28
fi=(175)
1144 14
fi=(167)
47 28
cfn=(1150)
calls=14 -23 
* 42
fi=(169)
191 15
fi=(167)
47 45
cfn=(1150)
calls=15 -23 
* 45
fe=(176)
1809 30
-2 30
+13 8
-3 30
cfn=(1164) void std::__unguarded_linear_insert<__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__ops::_Val_comp_iter<geo::ByArea> >(__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__ops::_Val_comp_iter<geo::ByArea>)
calls=15 -35 
* 465
* 15

fn=(1164)
1782 15996
fi=(173) /usr/include/c++/12/tuple
301 3999
fi=(169)
178 3999
fi=(173)
301 3999
fi=(175)
1122 3999
fi=(169)
209 1134
-9 1134
+10 1134
-9 1134
+1 2268
fi=(175)
1119 1134
fi=(167)
47 3402
cfn=(1154) geo::Circle::area() const
calls=227 -16 
* 1135
cfn=(1150)
calls=907 -23 
* 2721
* 11997
cfn=(1154)
calls=1334 -16 
* 6670
cfn=(1150)
calls=2665 -23 
* 7995
fi=(169)
191 5133
fi=(167)
47 15399
cfn=(1154)
calls=1578 -16 
* 7890
cfn=(1150)
calls=3555 -23 
* 10665
fe=(176)
1789 10266
fi=(169)
200 3999
+1 3999
+1 7998
fe=(176)
1796 15996

fl=(168) /usr/include/c++/12/bits/stl_vector.h
fn=(1106) void std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > >::_M_realloc_insert<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > >(__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >&&)
1893 13
fi=(170) /usr/include/c++/12/bits/vector.tcc
439 104
fe=(168)
987 13
+1 39
1893 26
fi=(171) /usr/include/c++/12/bits/stl_algobase.h
259 39
-5 13
+5 39
fi=(175)
1333 26
fe=(168)
1897 26
378 26
fi=(173)
-77 13
fi=(169)
178 13
fi=(173)
301 13
fi=(174) /usr/include/c++/12/bits/stl_uninitialized.h
1091 50
-1 36
fi=(173)
301 12
fi=(174)
1091 24
fi=(173)
301 12
fi=(174)
1091 24
fi=(173)
301 4083
fi=(174)
1091 8166
fi=(173)
301 4083
fi=(174)
1091 8166
fi=(170)
477 12
fi=(174)
1091 26
fe=(168)
386 26
fi=(170)
514 12
fi=(172) /usr/include/c++/12/bits/new_allocator.h
158 12
fi=(170)
514 12
fi=(172)
158 12
cob=(7)
cfi=(152)
cfn=(1122) operator delete(void*, unsigned long)
calls=12 0 
* 2694
cob=(1)
cfi=(141)
cfn=(520)
calls=1 -82 
* 676
* 16
fi=(170)
517 13
-2 13
+1 13
+1 13
+1 104
fi=(172)
137 52
cob=(7)
cfi=(152)
cfn=(1100) operator new(unsigned long)
calls=13 0 
* 2317
* 13
* 39
fi=(170)
517 26
-40 26
fe=(168)
1897 39
fi=(172)
137 26
fe=(168)

fn=(1408) std::_Vector_base<int, std::allocator<int> >::~_Vector_base()
367 1
+19 2
-19 1
fi=(172)
158 1
fe=(168)
367 1
fi=(172)
158 1
cob=(7)
cfi=(152)
cfn=(1122)
calls=1 0 
* 69
* 1
fe=(168)

fn=(1418) std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > >::~vector()
728 4
+2 2
fi=(223) /usr/include/c++/12/bits/stl_construct.h
162 3
fi=(169)
395 12000
95 8000
cfi=(167)
cfn=(1426) geo::Circle::~Circle()
calls=1334 -67 
* 157412
cfi=(167)
cfn=(1424) geo::Rect::~Rect()
calls=2666 -74 
* 314584
fi=(223)
+67 12000
fe=(168)
367 1
+19 2
-19 1
fi=(172)
158 1
fe=(168)
367 1
733 3
fi=(172)
158 1
cob=(7)
cfi=(152)
cfn=(1122)
calls=1 0 
* 137
* 1
fe=(168)

fl=(191) /usr/include/c++/12/bits/hashtable.h
fn=(1308) std::_Hashtable<char, std::pair<char const, long>, std::allocator<std::pair<char const, long> >, std::__detail::_Select1st, std::equal_to<char>, std::hash<char>, std::__detail::_Mod_range_hashing, std::__detail::_Default_ranged_hash, std::__detail::_Prime_rehash_policy, std::__detail::_Hashtable_traits<false, false, true> >::_M_deallocate_buckets()
457 2
-39 1
+31 2
fi=(172)
158 3
cob=(7)
cfi=(152)
cfn=(1122)
calls=1 0 
* 94
* 1
fe=(191)

fn=(1304) std::_Hashtable<char, std::pair<char const, long>, std::allocator<std::pair<char const, long> >, std::__detail::_Select1st, std::equal_to<char>, std::hash<char>, std::__detail::_Mod_range_hashing, std::__detail::_Default_ranged_hash, std::__detail::_Prime_rehash_policy, std::__detail::_Hashtable_traits<false, false, true> >::clear()
2496 4
466 1
fi=(192) /usr/include/c++/12/bits/hashtable_policy.h
2002 3
340 1
+1 1
fi=(172)
158 2
cob=(7)
cfi=(152)
cfn=(1122)
calls=1 0 
* 94
* 1
fi=(192)
340 9
+1 9
fi=(172)
158 18
cob=(7)
cfi=(152)
cfn=(1122)
calls=9 0 
* 1012
* 9
fi=(192)
2002 20
fe=(191)
2501 5
cob=(3)
cfi=(185)
cfn=(1218)
calls=1 167 
* 18
* 1
+2 1
+1 1
+1 4

fl=(178) /usr/include/c++/12/bits/stl_tree.h
fn=(1414) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int>, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> > >::_M_erase(std::_Rb_tree_node<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> >*) [clone .isra.0]
1929 8
+4 2
788 6
1933 4
+7 8
780 2
fi=(179) /usr/include/c++/12/bits/basic_string.h
234 2
+18 2
fe=(178)
780 2
fi=(179)
285 4
fi=(172)
158 6
cob=(7)
cfi=(152)
cfn=(1122)
calls=2 0 
* 228
* 2
fe=(178)
1933 4
+5 2

fn=(1262) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > >, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > > >::_M_get_insert_unique_pos(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
2107 7
735 1
2107 2
+7 2
+17 10
750 1
2123 3
303 3

fn=(1260) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > >, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > > >::_M_get_insert_hint_unique_pos(std::_Rb_tree_const_iterator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
2209 97
750 97
2209 776
+8 434
fi=(179)
3142 400
fi=(180) /usr/include/c++/12/bits/char_traits.h
372 160
+13 400
cob=(3)
cfi=(183)
cfn=(1204)
calls=80 80 
* 1680
* 80
fi=(179)
3149 320
fe=(178)
2225 80
+35 640
-30 160
-1 160
302 160
cob=(7)
cfi=(152)
cfn=(1282) std::_Rb_tree_decrement(std::_Rb_tree_node_base*)
calls=80 0 
* 1580
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 1021
* 84
* 320
fi=(179)
3142 160
fi=(180)
372 160
+13 240
cob=(3)
cfi=(183)
cfn=(1204)
calls=80 80 
* 1656
* 80
fi=(179)
3149 240
483 8
+2 16
+2 16
+3 8
fe=(178)
2231 160
+3 480
-14 50
fi=(179)
3691 16
3142 96
fi=(180)
372 32
+13 16
cob=(3)
cfi=(183)
cfn=(1204)
calls=16 80 
* 333
* 16
fi=(179)
3149 32
483 1
+2 2
+2 2
+3 1
fe=(178)
2220 32
+40 16
-14 32
+14 113
-37 2
+37 6
-37 1
cfn=(1262)
calls=1 2107 
* 29

fn=(1400) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > >, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > > >::_M_erase(std::_Rb_tree_node<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >*) [clone .isra.0]
1933 2
-4 4
+6 3
cfn=(1401) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > >, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > > >::_M_erase(std::_Rb_tree_node<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, std::vector<int, std::allocator<int> > > >*) [clone .isra.0]'2
calls=1 -2 
* 18184
* 15
cfn=(1401)
calls=5 -2 
* 18541
fi=(168)
367 12
fe=(178)
780 6
fi=(168)
367 6
+19 12
fi=(172)
158 6
cob=(7)
cfi=(152)
cfn=(1122)
calls=6 0 
* 994
* 6
fi=(179)
+76 6
+18 6
+33 12
fi=(172)
158 18
cob=(7)
cfi=(152)
cfn=(1122)
calls=6 0 
* 690
* 6
fe=(178)
1933 12
+7 4

fn=(1401)
1933 194
-4 196
+6 147
cfn=(1401)
calls=49 -2 
* 43172
* 126
cfn=(1401)
calls=42 -2 
* 13740
fi=(168)
367 182
fe=(178)
780 91
fi=(168)
367 91
+19 182
fi=(172)
158 91
cob=(7)
cfi=(152)
cfn=(1122)
calls=91 0 
* 23866
* 91
fi=(179)
+76 91
+18 91
+33 182
fi=(172)
158 273
cob=(7)
cfi=(152)
cfn=(1122)
calls=91 0 
* 10314
* 91
fe=(178)
1933 182
+7 244

fn=(1192) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int>, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> > >::_M_get_insert_unique_pos(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
2107 7
735 1
2107 2
+7 2
+17 10
750 1
2123 3
303 3

fn=(1190) std::_Rb_tree<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >, std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int>, std::_Select1st<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> >, std::less<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> > >::_M_get_insert_hint_unique_pos(std::_Rb_tree_const_iterator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const, int> >, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&)
2209 2
750 2
2209 16
+8 7
fi=(179)
3142 5
fi=(180)
372 2
+13 5
cob=(3)
cfi=(183)
cfn=(1204)
calls=1 80 
* 28
* 1
fi=(179)
3149 4
fe=(178)
2225 1
+35 8
-30 2
-1 2
-9 2
+40 1
-37 2
+37 6
-37 1
cfn=(1192)
calls=1 2107 
* 29

fl=(170)
fn=(1222) void std::vector<int, std::allocator<int> >::_M_realloc_insert<int const&>(__gnu_cxx::__normal_iterator<int*, std::vector<int, std::allocator<int> > >, int const&)
439 1778
fi=(168)
1893 889
fe=(170)
439 7112
fi=(168)
988 2667
1893 1778
fi=(171)
259 6223
fi=(175)
1333 2667
fi=(168)
1897 1778
378 1778
fi=(172)
175 889
fe=(170)
477 889
fi=(174)
1104 889
+15 889
fi=(172)
175 889
fi=(174)
1105 1974
fi=(168)
386 196
fe=(170)
515 889
+1 889
+1 889
+1 7112
fi=(174)
1117 3164
cob=(3)
cfi=(182)
cfn=(1188)
calls=791 264 
* 134217
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 781
* 795
* 791
-12 1582
fe=(170)
514 791
fi=(172)
158 1582
fe=(170)
514 791
fi=(172)
158 791
cob=(7)
cfi=(152)
cfn=(1122)
calls=791 0 
* 97485
* 791
* 791
fi=(168)
388 791
fi=(172)
137 2667
cob=(7)
cfi=(152)
cfn=(1100)
calls=889 0 
* 180436
* 889
* 1778
fe=(170)
517 1778
fi=(168)
1897 2667
fi=(172)
137 1778
fe=(170)

fl=(175)
fn=(1146) void std::__introsort_loop<__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, long, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea> >(__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, long, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea>)
1333 2
fi=(176)
1912 2
-4 10
+6 2
fe=(175)
1144 3
fi=(169)
191 1
fi=(176)
1886 1
+33 1
fe=(175)
1144 1
fi=(167)
47 2
cfn=(1150)
calls=1 -23 
* 3
fi=(169)
191 8
fi=(176)
1886 8
+33 8
fe=(175)
1144 8
fi=(167)
47 16
cfn=(1150)
calls=8 -23 
* 24
fi=(169)
191 9
fi=(167)
47 27
cfn=(1154)
calls=2 -16 
* 10
cfn=(1150)
calls=7 -23 
* 21
fi=(176)
+38 18
fi=(169)
191 4
fi=(167)
47 8
cfn=(1150)
calls=4 -23 
* 12
fi=(169)
191 4
fi=(167)
47 12
cfn=(1150)
calls=2 -23 
* 6
cfn=(1154)
calls=2 -16 
* 10
fi=(176)
+40 8
fi=(177) /usr/include/c++/12/bits/move.h
204 3
+1 6
+1 3
fi=(176)
1861 9
fi=(169)
191 6
fi=(167)
47 6
cfn=(1150)
calls=3 -23 
* 9
fi=(176)
1861 18
fi=(169)
191 12
fi=(167)
47 12
cfn=(1150)
calls=6 -23 
* 18
fi=(169)
191 11894
fi=(167)
47 11894
cfn=(1154)
calls=1367 -16 
* 6835
cfn=(1150)
calls=4580 -23 
* 13740
fi=(169)
191 5956
fi=(167)
47 17868
cfn=(1154)
calls=167 -16 
* 835
cfn=(1150)
calls=5789 -23 
* 17367
fi=(176)
1867 17868
fe=(175)
1121 4600
fi=(169)
191 4600
fi=(176)
1870 2300
fi=(167)
47 4600
cfn=(1154)
calls=63 -16 
* 315
cfn=(1150)
calls=2237 -23 
* 6711
fi=(169)
191 3396
fi=(176)
1870 1698
fi=(167)
47 3396
cfn=(1154)
calls=4 -16 
* 20
cfn=(1150)
calls=1694 -23 
* 5082
fi=(169)
191 3998
fi=(167)
47 11994
cfn=(1150)
calls=3296 -23 
* 9888
cfn=(1154)
calls=702 -16 
* 3510
fi=(176)
1870 7996
+2 4600
fi=(177)
204 2291
+1 4582
+1 2291
fe=(175)
1107 2291
+1 2291
fi=(176)
1922 36
cfi=(175)
cfn=(1147) void std::__introsort_loop<__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, long, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea> >(__gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, __gnu_cxx::__normal_iterator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >*, std::vector<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> >, std::allocator<std::unique_ptr<geo::Shape, std::default_delete<geo::Shape> > > > >, long, __gnu_cxx::__ops::_Iter_comp_iter<geo::ByArea>)'2
calls=9 1333 
* 613502
fe=(175)
1333 18
fi=(176)
1912 18
+2 32
fi=(169)
191 5
fi=(167)
47 10
cfn=(1150)
calls=5 -23 
* 15
fi=(169)
191 5
fi=(167)
47 15
cfn=(1150)
calls=5 -23 
* 15
fi=(176)
+47 10
fi=(177)
204 4
+1 4
fi=(176)
1925 8
fi=(169)
191 1
fi=(167)
47 2
cfn=(1150)
calls=1 -23 
* 3
fi=(169)
191 1
fi=(167)
47 3
cfn=(1150)
calls=1 -23 
* 3
fi=(176)
+42 2
fi=(177)
204 1
+1 2
+1 2
fi=(169)
-15 3
fi=(167)
47 6
cfn=(1150)
calls=1 -23 
* 3
cfn=(1154)
calls=2 -16 
* 10
fi=(169)
191 3
fi=(167)
47 9
cfn=(1150)
calls=3 -23 
* 9
fi=(176)
+49 3
fi=(177)
204 3
fi=(176)
96 3
fi=(177)
205 2
+1 2
-1 4
+1 4
fe=(175)

fn=(1147)
1333 744
fi=(176)
1912 744
-4 1790
+6 358
fe=(175)
1144 537
fi=(169)
191 179
fi=(176)
1886 179
+33 179
fe=(175)
1144 179
fi=(167)
47 358
cfn=(1150)
calls=121 -23 
* 363
cfn=(1154)
calls=58 -16 
* 290
fi=(169)
191 184
fi=(176)
1886 184
+33 184
fe=(175)
1144 184
fi=(167)
47 368
cfn=(1150)
calls=130 -23 
* 390
cfn=(1154)
calls=54 -16 
* 270
fi=(169)
191 363
fi=(167)
47 1089
cfn=(1150)
calls=250 -23 
* 750
cfn=(1154)
calls=113 -16 
* 565
fi=(176)
+38 726
fi=(169)
191 65
fi=(167)
47 130
cfn=(1150)
calls=50 -23 
* 150
cfn=(1154)
calls=15 -16 
* 75
fi=(169)
191 65
fi=(167)
47 195
cfn=(1150)
calls=49 -23 
* 147
cfn=(1154)
calls=16 -16 
* 80
fi=(176)
+40 130
fi=(177)
204 8
+1 16
+1 8
fi=(176)
1861 24
fi=(169)
191 16
fi=(167)
47 16
cfn=(1150)
calls=8 -23 
* 24
fi=(176)
1861 1065
fi=(169)
191 710
fi=(167)
47 710
cfn=(1150)
calls=241 -23 
* 723
cfn=(1154)
calls=114 -16 
* 570
fi=(169)
191 26174
fi=(167)
47 26174
cfn=(1150)
calls=8326 -23 
* 24978
cfn=(1154)
calls=4761 -16 
* 23805
fi=(169)
191 13450
fi=(167)
47 40350
cfn=(1150)
calls=8330 -23 
* 24990
cfn=(1154)
calls=5120 -16 
* 25600
fi=(176)
1867 40350
fe=(175)
1121 17502
fi=(169)
191 17502
fi=(176)
1870 8751
fi=(167)
47 17502
cfn=(1150)
calls=5658 -23 
* 16974
cfn=(1154)
calls=3093 -16 
* 15465
fi=(169)
191 9720
fi=(176)
1870 4860
fi=(167)
47 9720
cfn=(1150)
calls=3375 -23 
* 10125
cfn=(1154)
calls=1485 -16 
* 7425
fi=(169)
191 13611
fi=(167)
47 40833
cfn=(1150)
calls=9197 -23 
* 27591
cfn=(1154)
calls=4414 -16 
* 22070
fi=(176)
1870 27222
+2 17502
fi=(177)
204 8388
+1 16776
+1 8388
fe=(175)
1107 8388
+1 8388
fi=(176)
1922 1452
cfi=(175)
cfn=(1147)
calls=363 1333 
* 1017458
fe=(175)
1333 726
fi=(176)
1912 726
+2 736
fi=(169)
191 298
fi=(167)
47 596
cfn=(1150)
calls=200 -23 
* 600
cfn=(1154)
calls=98 -16 
* 490
fi=(169)
191 298
fi=(167)
47 894
cfn=(1150)
calls=198 -23 
* 594
cfn=(1154)
calls=100 -16 
* 500
fi=(176)
+47 596
fi=(177)
204 134
+1 134
fi=(176)
1925 1432
fi=(169)
191 57
fi=(167)
47 114
cfn=(1150)
calls=43 -23 
* 129
cfn=(1154)
calls=14 -16 
* 70
fi=(169)
191 57
fi=(167)
47 171
cfn=(1150)
calls=43 -23 
* 129
cfn=(1154)
calls=14 -16 
* 70
fi=(176)
+42 114
fi=(177)
204 36
+1 72
+1 72
fi=(169)
-15 252
fi=(167)
47 504
cfn=(1150)
calls=175 -23 
* 525
cfn=(1154)
calls=77 -16 
* 385
fi=(169)
191 252
fi=(167)
47 756
cfn=(1150)
calls=172 -23 
* 516
cfn=(1154)
calls=80 -16 
* 400
fi=(176)
+49 252
fi=(177)
204 252
fi=(176)
96 252
fi=(177)
205 56
+1 56
-1 448
+1 641
fe=(175)

fl=(179)
fn=(1208) geo::Circle::name[abi:cxx11]() const
241 1334
fi=(180)
431 1334
fi=(167)
32 1334
fe=(179)
200 1334
fi=(180)
431 2668
fe=(179)
229 1334
fi=(180)
354 1334
fi=(167)
32 1334
fe=(179)

fn=(1174) geo::Rect::name[abi:cxx11]() const
241 2666
fi=(180)
431 2666
fi=(167)
25 2666
fe=(179)
200 2666
+29 2666
fi=(180)
354 2666
fi=(167)
25 2666
fe=(179)

fl=(167)
fn=(1154)
31 132040

fn=(1426)
28 2668
cob=(7)
cfi=(152)
cfn=(1122)
calls=1334 -28 
* 153410
* 1334

fn=(1090)
84 1
fi=(168)
+16 1
fe=(167)
-70 1
+54 1
+4 1
-4 1
-61 1
+61 3
+2 1
-2 1
fi=(168)
+15 1
+1 2
fi=(170)
+23 1
fi=(168)
-23 1
fi=(170)
+23 2
fe=(167)
-35 2668
fi=(169)
1065 1334
fe=(167)
88 8004
fi=(169)
1065 1334
cob=(7)
cfi=(152)
cfn=(1100)
calls=1334 0 
* 251321
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 719
* 1338
* 1334
fe=(167)
30 1334
fi=(170)
+84 1334
fi=(169)
1065 1334
fi=(173)
200 1334
fi=(169)
1065 1334
fi=(170)
114 2668
fi=(173)
301 3987
fi=(170)
119 7974
fe=(167)
-33 12000
fi=(168)
+14 4000
fe=(167)
-13 4000
+1 4000
-1 4000
+3 13330
fi=(169)
1065 2666
fe=(167)
90 37324
fi=(169)
1065 2666
cob=(7)
cfi=(152)
cfn=(1100)
calls=2666 0 
* 501730
* 2666
* 5332
fe=(167)
23 2666
fi=(170)
+91 2666
fi=(169)
1065 2666
fi=(173)
200 2666
fi=(169)
1065 2666
fe=(167)
23 2666
fi=(170)
+91 5332
+9 36
cfi=(168)
cfn=(1106)
calls=12 1893 
* 31002
fi=(169)
395 39
fi=(175)
1073 2
fi=(176)
1935 2
fi=(175)
1333 1
fi=(176)
1937 2
fi=(175)
1333 3
fi=(171)
1514 2
fi=(176)
1937 2
cfi=(175)
cfn=(1146)
calls=1 1333 
* 810839
-90 2
fi=(175)
1144 1
fi=(176)
1849 3
cfn=(1160)
calls=1 -44 
* 818
-20 3
+1 2
cfn=(1164)
calls=1 -48 
* 31
* 7966
cfn=(1164)
calls=3983 -48 
* 154699
-1 11952
fi=(178)
209 1
fi=(175)
1073 1
fi=(178)
175 1
+34 2
+1 1
fi=(175)
1073 1
fi=(178)
208 1
fe=(167)
95 1
fi=(175)
1073 1
fe=(167)
97 1
fi=(178)
211 1
fe=(167)
93 1
+2 1
+2 2
fi=(169)
+94 1
fe=(167)
-95 2
cfn=(1150)
calls=1 -72 
* 3
fi=(169)
+95 3999
fe=(167)
-95 7998
cfn=(1154)
calls=1334 -65 
* 6670
cfn=(1150)
calls=2665 -72 
* 7995
fi=(169)
+95 4000
fe=(167)
-95 4000
+1 12000
-1 4000
+1 4000
cfi=(179)
cfn=(1208)
calls=1334 241 
* 12006
cfi=(179)
cfn=(1174)
calls=2666 241 
* 18662
fi=(178)
735 4000
1950 23996
788 2520
1950 5040
fi=(179)
3691 7852
3142 31408
fi=(180)
372 15704
+13 15704
cob=(3)
cfi=(183)
cfn=(1204)
calls=7852 80 
* 183556
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 737
* 7856
fi=(179)
3149 15704
483 3998
+2 11994
+2 11994
+3 3998
fi=(178)
1951 15704
779 5332
1952 5332
-2 10664
fi=(184) /usr/include/c++/12/bits/stl_map.h
529 11997
fi=(179)
3691 3999
3142 15996
fi=(180)
372 7998
+13 7998
cob=(3)
cfi=(183)
cfn=(1204)
calls=3999 80 
* 93312
* 3999
fi=(179)
3149 7998
483 3998
+2 3998
-2 3998
+2 7996
+2 11994
+3 11994
fi=(184)
+39 7996
fi=(179)
-39 2
fi=(184)
+39 2
fi=(172)
137 6
cob=(7)
cfi=(152)
cfn=(1100)
calls=2 0 
* 242
* 2
fi=(179)
241 2
fi=(172)
137 2
fi=(173)
1817 2
fi=(179)
1071 2
204 2
+30 2
673 8
229 2
-5 2
fi=(178)
2462 4
fi=(173)
1818 2
fi=(178)
2462 2
fi=(179)
229 2
-5 2
+5 2
fi=(180)
354 2
fi=(178)
2462 2
cfn=(1190)
calls=2 2209 
* 126
* 4
+1 4
-83 9
+4 8
cob=(7)
cfi=(152)
cfn=(1198) std::_Rb_tree_insert_and_rebalance(bool, std::_Rb_tree_node_base*, std::_Rb_tree_node_base*, std::_Rb_tree_node_base&)
calls=2 0 
* 41
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 1146
* 6
+2 2
fi=(179)
234 2
+51 2
fe=(167)
97 2
fi=(179)
285 4002
fe=(167)
97 3998
fi=(179)
285 7996
fe=(167)
95 12000
fi=(172)
+42 1
fi=(186) /usr/include/c++/12/bits/stl_bvector.h
+33 1
506 1
170 1
506 1
+1 1
fi=(172)
137 1
cob=(7)
cfi=(152)
cfn=(1100)
calls=1 0 
* 173
* 1
* 1
fi=(186)
1546 1
1303 1
1546 1
1303 1
fe=(167)
56 1
fi=(186)
199 1
+89 1
1305 2
199 2
1306 2
1546 1
cob=(3)
cfi=(185)
cfn=(1218)
calls=1 167 
* 25024
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 737
* 5
fi=(168)
100 2
fi=(186)
1546 1
fe=(167)
56 3
fi=(168)
+44 2
fe=(167)
-44 999995
fi=(186)
945 199998
199 199998
+7 199998
+82 399996
-82 199998
-7 199998
+89 199998
96 199998
fe=(167)
-39 199998
fi=(186)
199 1
+7 1
+82 2
-82 1
-7 1
+89 1
96 1
fe=(167)
-39 1
fi=(168)
1278 53952
fi=(172)
175 17968
fi=(168)
1283 35936
fe=(167)
59 71936
fi=(186)
945 172
199 430
+1 344
+1 172
-2 1991010
+1 1592808
+1 796404
+87 398288
fe=(167)
59 398288
fi=(186)
288 398288
105 796576
fe=(167)
-46 796662
fi=(170)
+64 3
cfi=(168)
cfn=(1106)
calls=1 1893 
* 249
* 1
fi=(180)
425 6
+6 8
cob=(3)
cfi=(182)
cfn=(1188)
calls=2 264 
* 28
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 999
* 6
* 6
fi=(186)
622 2
cfn=(1242) std::_Bvector_base<std::allocator<bool> >::_M_deallocate()
calls=1 +23 
* 153
fi=(175)
1073 2
fi=(188) /usr/include/c++/12/bits/stl_numeric.h
140 1
fi=(175)
1073 1
-1 1
+1 1
fi=(188)
140 5
+1 1
-1 1
+1 1
-1 2
+1 17983
-1 17983
+1 17983
-1 35967
fi=(178)
+69 1
fe=(167)
66 3
fi=(178)
209 1
fi=(179)
485 1
fi=(178)
209 1
+1 2
-35 1
+33 1
+3 1
fe=(167)
66 3
fi=(179)
200 1
659 1
4020 1
fi=(190) /usr/include/c++/12/bits/charconv.h
99 1
fi=(179)
659 1
200 1
659 1
cob=(7)
cfi=(152)
cfn=(1250) std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_construct(unsigned long, char)
calls=1 0 
* 24
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 1160
* 5
200 2069
659 2069
4020 2069
fi=(190)
99 2069
fi=(179)
659 2069
200 2069
659 2069
cob=(7)
cfi=(152)
cfn=(1250)
calls=2069 0 
* 49656
* 2069
1224 2070
fi=(190)
84 2070
fi=(179)
2171 12420
cob=(7)
cfi=(152)
cfn=(1256) std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >::_M_replace(unsigned long, unsigned long, char const*, unsigned long)
calls=2070 0 
* 134550
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 1163
* 2074
fi=(190)
84 17930
fi=(179)
2171 107580
cob=(7)
cfi=(152)
cfn=(1256)
calls=17930 0 
* 1524789
* 17930
* 20000
204 40000
+30 20000
+18 20000
-48 20000
1071 20000
673 40000
229 20000
+56 20000
-61 20000
fi=(180)
354 20000
fi=(179)
234 20000
-5 20000
+56 40000
fi=(178)
735 20000
1950 119996
788 77336
1950 154672
fi=(179)
3691 138397
3142 553588
fi=(180)
372 276794
+13 276794
cob=(3)
cfi=(183)
cfn=(1204)
calls=138397 80 
* 2823075
* 138397
fi=(179)
3149 276794
483 27754
+2 55508
+2 83262
+3 27754
fi=(178)
1951 276794
779 61061
1952 61061
-2 122122
fi=(184)
509 59997
fi=(179)
3691 19983
3142 79932
fi=(180)
372 39966
+13 39966
cob=(3)
cfi=(183)
cfn=(1204)
calls=19983 80 
* 359934
* 19983
fi=(179)
3149 39966
483 39806
+2 39806
+2 59709
+3 19903
fi=(184)
+19 39966
fi=(172)
137 291
cob=(7)
cfi=(152)
cfn=(1100)
calls=97 0 
* 18603
* 97
fi=(179)
1071 97
fi=(172)
137 97
fi=(173)
1817 97
fi=(179)
241 194
-7 97
-30 97
fi=(189) /usr/include/c++/12/bits/basic_string.tcc
+17 97
+2 194
fi=(179)
420 194
fi=(180)
+5 194
fi=(189)
247 97
fi=(180)
354 97
fi=(168)
100 97
fi=(178)
2462 194
fi=(179)
229 97
fi=(180)
354 97
fi=(178)
2462 97
fi=(168)
100 194
fi=(178)
2462 97
cfn=(1260)
calls=97 2209 
* 12701
* 194
+1 194
-83 368
+4 88
cob=(7)
cfi=(152)
cfn=(1198)
calls=22 0 
* 1443
* 22
* 300
cob=(7)
cfi=(152)
cfn=(1198)
calls=75 0 
* 5352
* 75
+2 97
fi=(168)
1278 60000
fi=(172)
175 19127
fi=(168)
1283 19127
fi=(172)
175 19127
fi=(168)
1283 19127
fi=(179)
234 19127
+51 57381
-51 873
+51 2619
fe=(167)
66 100000
+1 199990
fi=(179)
4017 19999
+1 19999
-1 19999
+1 39998
+3 19999
-1 19999
fi=(190)
58 39998
fi=(179)
200 17930
659 17930
4020 17930
fi=(190)
94 17930
fi=(179)
659 17930
200 17930
659 17930
cob=(7)
cfi=(152)
cfn=(1250)
calls=17930 0 
* 789670
* 17930
fi=(190)
95 35860
fi=(179)
1224 17930
fi=(190)
95 17930
+1 17930
-1 35860
fi=(180)
425 60000
+6 60000
cob=(3)
cfi=(182)
cfn=(1188)
calls=20000 264 
* 286210
* 20000
* 40000
fi=(168)
1287 873
fi=(184)
517 873
fi=(168)
1287 873
cfi=(170)
cfn=(1222)
calls=873 439 
* 357045
* 873
fi=(178)
1950 2
fi=(180)
431 291
cob=(3)
cfi=(182)
cfn=(1188)
calls=97 264 
* 1649
* 97
* 97
fi=(179)
3691 150
3142 225
fi=(180)
372 150
+13 300
cob=(3)
cfi=(183)
cfn=(1204)
calls=75 80 
* 1563
* 75
fi=(179)
3149 150
fi=(180)
385 75
fi=(179)
3149 75
483 8
+2 8
+2 8
fi=(178)
2384 150
fi=(191)
531 9
2150 1
531 3
fi=(192)
-26 1
fi=(191)
+26 2
2150 1
fi=(179)
4018 1
fi=(190)
58 2
fi=(179)
4018 19999
fi=(190)
58 39998
+1 39998
+1 39998
+1 39998
-3 39996
+5 19987
-4 39974
+4 19873
-3 39746
+3 37474
-2 37474
fi=(179)
200 19885
659 19885
4020 19885
659 19885
200 19885
659 19885
cob=(7)
cfi=(152)
cfn=(1250)
calls=19885 0 
* 777811
* 19885
234 19885
fi=(190)
83 19885
+1 19885
+2 139195
+1 19885
+1 19885
-2 19885
+2 19885
+1 19885
-1 39770
+1 19885
+1 19885
-1 19885
-5 39770
+2 331499
+1 47357
+1 47357
-2 47357
+2 47357
+1 47357
-1 94714
+1 47357
+1 47357
-1 47357
-5 94714
+15 20000
-7 40000
+2 11480
+1 34440
+1 22960
fi=(179)
234 11480
966 34440
fe=(167)
77 22960
fi=(190)
+19 8520
fi=(179)
234 8520
966 25560
fe=(167)
77 57040
fi=(191)
798 20000
fi=(192)
488 40000
fe=(167)
77 20000
fi=(192)
488 20000
fi=(191)
1930 20000
fi=(192)
488 20000
fi=(191)
1930 60000
+1 40000
fe=(167)
77 145964
fi=(191)
798 145964
fi=(192)
488 291928
fe=(167)
77 145964
fi=(192)
488 145964
fi=(191)
1930 145964
fi=(192)
488 145964
fi=(191)
1930 437892
+1 291928
+3 165954
fi=(252) /usr/include/c++/12/bits/stl_function.h
378 165954
fi=(192)
1707 331908
fi=(191)
818 165954
fi=(192)
-43 331908
+12 165964
fe=(167)
77 683856
fi=(179)
285 60000
fe=(167)
75 60000
fi=(191)
466 1
fe=(167)
79 1
+1 4
fi=(192)
341 1
fe=(167)
80 11
fi=(192)
341 9
fe=(167)
80 18
fi=(191)
1584 3
cfn=(1304)
calls=1 2496 
* 1214
+1 2
cfn=(1308)
calls=1 457 
* 103
fi=(168)
988 2
fe=(167)
103 4
fi=(168)
988 1
fe=(167)
103 3
fi=(168)
988 1
fe=(167)
103 1
cob=(3)
cfi=(194)
cfn=(1316)
calls=1 -75 
* 6163
cob=(1)
cfi=(141)
cfn=(520)
calls=1 -27 
* 703
* 5
fi=(178)
984 2
cfn=(1400)
calls=1 1933 
* 38545
fi=(168)
733 2
cfn=(1408)
calls=1 367 
* 77
fi=(178)
984 2
cfn=(1414)
calls=1 1929 
* 282
fe=(167)
36 2
cfi=(168)
cfn=(1418)
calls=1 728 
* 504153
+70 9
fi=(172)
+31 20
cob=(7)
cfi=(152)
cfn=(1100)
calls=10 0 
* 797
* 10
fi=(192)
277 10
fi=(172)
137 10
fi=(191)
2150 20
fi=(173)
1817 10
fi=(191)
2150 10
fi=(173)
1818 10
fi=(191)
2150 10
fi=(192)
532 20
fi=(191)
2150 10
cob=(7)
cfi=(152)
cfn=(1294) std::__detail::_Prime_rehash_policy::_M_need_rehash(unsigned long, unsigned long, unsigned long) const
calls=10 0 
* 1062
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
* 1086
* 14
1987 10
2150 10
+3 20
1987 45
2163 20
437 2
fi=(172)
120 3
+17 4
cob=(7)
cfi=(152)
cfn=(1100)
calls=1 0 
* 301
* 1
fi=(192)
2019 4
cob=(3)
cfi=(185)
cfn=(1218)
calls=1 167 
* 18
* 1
* 1
fi=(191)
466 2
2565 1
-1 1
+2 3
457 1
-8 1
+8 1
-8 2
fi=(192)
+39 2
fi=(191)
2590 1
fi=(192)
488 1
fi=(191)
2591 1
1987 7
+12 10
+1 10
-1 10
+3 20
fi=(193) /usr/include/c++/12/bits/functional_hash.h
128 9
fi=(192)
488 18
fi=(191)
2005 9
+2 30
fi=(178)
-57 2
fi=(190)
59 114
fi=(179)
200 114
659 114
4020 114
659 114
200 114
659 114
cob=(7)
cfi=(152)
cfn=(1250)
calls=114 0 
* 4674
* 114
200 1
659 1
4020 1
659 1
200 1
659 1
cob=(7)
cfi=(152)
cfn=(1250)
calls=1 0 
* 24
* 1
234 115
fi=(190)
84 230
-1 228
fi=(168)
1287 48
cfi=(170)
cfn=(1222)
calls=16 439 
* 123155
* 16
fi=(190)
60 2272
-8 1
+9 22732
fi=(179)
234 194
fi=(190)
52 2
+11 22
fe=(167)

fn=(1424)
21 5332
cob=(7)
cfi=(152)
cfn=(1122)
calls=2666 -21 
* 306586
* 2666

fn=(1150)
24 192096

fl=(186)
fn=(1242)
645 2
+2 3
+2 2
fi=(172)
158 1
cob=(7)
cfi=(152)
cfn=(1122)
calls=1 0 
* 137
* 1
fe=(186)
533 5
655 2

ob=(2)
fl=(52)
fn=(1494) 0x00000000048e2140
0 1
cob=(3)
cfi=(230)
cfn=(1452)
calls=1 30 
0 1092

fn=(1554) 0x0000000004c71220
0 1
cob=(3)
cfi=(230)
cfn=(1452)
calls=1 30 
0 133

fn=(848)
0 6

fn=(1466)
0 3

fn=(1486)
0 3

fn=(1546)
0 3

fn=(562)
0 6

ob=(7)
fl=(152)
fn=(1294)
0 118
cfn=(1300) std::__detail::_Prime_rehash_policy::_M_next_bkt(unsigned long) const
calls=1 0 
0 38
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 885
0 5
0 16

fn=(1502)
0 2

fn=(1256)
0 873790
cob=(3)
cfi=(182)
cfn=(1188)
calls=17930 264 
0 304810
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 735
0 17934
0 462070

fn=(1488)
0 9
cob=(2)
cfi=(52)
cfn=(1494)
calls=1 0 
0 1093
0 1
cfn=(1522) 0x00000000000a5d90
calls=1 0 
0 5
0 3

fn=(1498)
0 2

fn=(1510)
0 4
cfn=(1516) std::error_category::~error_category()
calls=1 0 
0 2
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 719
0 5

fn=(956)
0 44

fn=(1250)
0 713787
cob=(3)
cfi=(185)
cfn=(1218)
calls=37929 167 
0 547322
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 746
0 37933
0 322071

fn=(1282)
0 1580

fn=(858)
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
cfi=(153)
cfn=(874)
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

fn=(964)
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(1002)
0 50

fn=(1054)
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

fn=(1300)
0 38

fn=(1508)
0 2

fn=(852)
0 12

fn=(958)
0 5
cob=(3)
cfi=(153)
cfn=(874)
calls=1 70 
0 74
0 1

fn=(960)
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

fn=(984)
0 34

fn=(1028)
0 50

fn=(1122)
0 10026
cfn=(1128) operator delete(void*)
calls=5013 0 
0 582158
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 609
0 5017

fn=(1128)
0 10026
cob=(3)
cfi=(154)
cfn=(1134)
calls=5013 3350 
0 566338
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 777
0 5017

fn=(1504)
0 2

fn=(966)
0 34

fn=(1500)
0 2

fn=(866)
0 10

fn=(930)
0 78

fn=(1516)
0 4

fn=(884)
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

fn=(894)
0 9
cob=(3)
cfi=(154)
cfn=(900)
calls=1 3281 
0 1733
cob=(1)
cfi=(141)
cfn=(520)
calls=1 76 
0 797
0 5
0 8

fn=(1100)
0 40104
cob=(3)
cfi=(154)
cfn=(900)
calls=5013 3281 
0 890751
0 5013
0 20052

fn=(1198)
0 6836

ob=(2)
fl=(52)
fn=(572)
0 6

fn=(1476)
0 1
cob=(3)
cfi=(230)
cfn=(1452)
calls=1 30 
0 133

fn=(1536)
0 1
cob=(3)
cfi=(230)
cfn=(1452)
calls=1 30 
0 133

fn=(542)
0 6

ob=(7)
fl=(152)
fn=(1496)
0 2

fn=(1506)
0 2

ob=(2)
fl=(52)
fn=(1340)
0 1
cob=(3)
cfi=(154)
cfn=(900)
calls=1 3281 
0 1097

fn=(1066)
0 6

ob=(7)
fl=(152)
fn=(1518)
0 4
cfn=(1516)
calls=1 0 
0 2
0 1

fn=(1522)
0 5

ob=(2)
fl=(52)
fn=(1564)
0 3

fn=(1450)
0 1
cob=(3)
cfi=(230)
cfn=(1452)
calls=1 30 
0 133

fn=(1528)
0 3

ob=(4)
fl=(125)
fn=(450)
49 5

fl=(150)
fn=(1558) 0x0000000000010240
0 5

fn=(1548)
0 9
cob=(2)
cfi=(52)
cfn=(1554)
calls=1 0 
0 134
0 1
cfn=(1558)
calls=1 0 
0 5
0 3

fn=(566)
0 12

fl=(119)
fn=(460)
32 5
+1 2
fi=(127) ./math/../sysdeps/x86_64/fpu/multiarch/e_atan2.c
-7 1
fe=(119)

fn=(422)
32 5
+1 2
fi=(121) ./math/../sysdeps/x86_64/fpu/multiarch/s_sin.c
+1 1
fe=(119)

fn=(442)
32 5
+1 2
fi=(124) ./math/../sysdeps/x86_64/fpu/multiarch/e_log.c
-6 1
fe=(119)

fn=(416)
32 5
+1 2
fi=(120) ./math/../sysdeps/x86_64/fpu/multiarch/e_exp.c
-6 1
fe=(119)

fn=(464)
32 5
+1 2
fi=(121)
-6 1
fe=(119)

fl=(118)
fn=(432)
29 4
+1 4

fn=(440)
29 4
+1 3
fi=(253) ./math/../sysdeps/x86_64/fpu/multiarch/s_log1p.c
-4 1
fe=(118)

fn=(428)
29 4
+1 3
fi=(254) ./math/../sysdeps/x86_64/fpu/multiarch/e_log2.c
-3 1
fe=(118)

fn=(414)
29 4
+1 3
fi=(255) ./math/../sysdeps/x86_64/fpu/multiarch/s_cosf.c
-4 1
fe=(118)

fn=(456)
29 4
+1 3
fi=(256) ./math/../sysdeps/x86_64/fpu/multiarch/s_expm1.c
-4 1
fe=(118)

fn=(438)
29 4
+1 3
fi=(257) ./math/../sysdeps/x86_64/fpu/multiarch/e_log2f.c
-3 1
fe=(118)

fn=(426)
29 4
+1 3
fi=(258) ./math/../sysdeps/x86_64/fpu/multiarch/e_logf.c
-3 1
fe=(118)

fn=(458)
29 4
+1 3
fi=(259) ./math/../sysdeps/x86_64/fpu/multiarch/e_exp2f.c
-3 1
fe=(118)

fn=(420)
29 4
+1 3
fi=(260) ./math/../sysdeps/x86_64/fpu/multiarch/e_expf.c
-3 1
fe=(118)

fn=(430)
29 4
+1 3
fi=(261) ./math/../sysdeps/x86_64/fpu/multiarch/s_sincosf.c
-4 1
fe=(118)

fn=(448)
29 4
+1 3
fi=(262) ./math/../sysdeps/x86_64/fpu/multiarch/s_sinf.c
-4 1
fe=(118)

fl=(122)
fn=(446)
31 4
+1 2
+3 1

fn=(468)
31 4
+1 2
fi=(128) ./math/../sysdeps/x86_64/fpu/multiarch/s_sincos.c
-6 1
fe=(122)

fn=(452)
31 4
+1 2
fi=(126) ./math/../sysdeps/x86_64/fpu/multiarch/e_asin.c
-5 1
fe=(122)

fn=(434)
31 4
+1 2
fi=(123) ./math/../sysdeps/x86_64/fpu/multiarch/e_pow.c
-5 1
fe=(122)

totals: 34034073
