package main

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

func main() {
	form := []string{
		"username=" + url.QueryEscape("jane doe"),
		"note=" + url.QueryEscape("a&b=c + d %20 $HOME"),
		"city=" + url.QueryEscape("Zürich"),
		"empty=" + url.QueryEscape(""),
	}
	payload := strings.NewReader(strings.Join(form, "&"))

	req, err := http.NewRequest("POST", "https://api.example.com/v1/login", payload)
	if err != nil {
		panic(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")

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
