package main

import (
	"fmt"
	"io"
	"net/http"
)

func main() {
	req, err := http.NewRequest("GET", "https://api.example.com/v1/reports?api_key=YOUR_API_KEY", nil)
	if err != nil {
		panic(err)
	}
	req.Header.Set("X-API-Key", "<api-key>")
	req.AddCookie(&http.Cookie{Name: "session", Value: "<session>"})

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()

	body, err := io.ReadAll(res.Body)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(body))
}
