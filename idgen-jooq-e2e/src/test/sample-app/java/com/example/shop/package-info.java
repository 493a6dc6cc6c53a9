/**
 * The sample shop. Which table gets its ids from which key is declared once, on {@link com.example.shop.ShopIds}.
 */
package com.example.shop;
