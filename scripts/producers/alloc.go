// A small Go program whose allocation profile pprof exports
// (scripts/producers.sh): every allocation is sampled, so the profile
// counts exactly what the program allocates.
package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

var sink [][]byte

func small(n int) {
	for i := 0; i < n; i++ {
		sink = append(sink, make([]byte, 1024))
	}
}

func large(n int) {
	for i := 0; i < n; i++ {
		sink = append(sink, make([]byte, 64*1024))
	}
}

func main() {
	runtime.MemProfileRate = 1
	small(2000)
	large(100)
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	pprof.Lookup("allocs").WriteTo(f, 0)
	f.Close()
	fmt.Println(len(sink))
}
