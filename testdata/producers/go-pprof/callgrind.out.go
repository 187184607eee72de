positions: instr line
events: alloc_space(B)

ob=(1) alloc
fl=(1) alloc.go
fn=(1) main.small
0x4b3c33 17 2048000

ob=(1)
fl=(1)
fn=(2) main.large
+213 23 1704032

ob=(1)
fl=(1)
fn=(1)
-160 17 126952

ob=(1)
fl=(2) /usr/lib/go-1.19/src/runtime/proc.go
fn=(3) runtime.malg
-476641 4076 1248

ob=(1)
fl=(3) /usr/lib/go-1.19/src/runtime/mgc.go
fn=(4) runtime.gcBgMarkWorker
-155350 1208 64

ob=(1)
fl=(2)
fn=(5) runtime.main
+121312 250 0
cfl=(1)
cfn=(6) main.main
calls=0 +631938 29
* * 2048000
cfl=(1)
cfn=(6)
calls=0 +632151 30
* * 1704032
cfl=(1)
cfn=(6)
calls=0 +631991 29
* * 126952

ob=(1)
fl=(2)
fn=(7) runtime.newproc.func1
+34515 4098 0
cfl=(2)
cfn=(8) runtime.newproc1
calls=0 +34732 4123
* * 1248

ob=(1)
fl=(2)
fn=(8)
+217 4123 0
cfl=(2)
cfn=(3)
calls=0 -477 4076
* * 1248

ob=(1)
fl=(4) /usr/lib/go-1.19/src/runtime/asm_amd64.s
fn=(9) runtime.systemstack
+128171 492 0
cfl=(2)
cfn=(7)
calls=0 -217 4098
* * 1248

ob=(1)
fl=(1)
fn=(6)
+347723 29 0
cfl=(1)
cfn=(1)
calls=0 +347723 17
* * 2048000
+53 29 0
cfl=(1)
cfn=(1)
calls=0 +53 17
* * 126952
+160 30 0
cfl=(1)
cfn=(2)
calls=0 +160 23
* * 1704032
