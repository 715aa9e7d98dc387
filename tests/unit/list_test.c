/*
 * Unit test for list.h: pushes at both ends keep order, removal from the
 * head, the middle and the tail fixes both ends, pop_front empties the
 * list, "linked" tells the only element from an unlinked node, and a walk
 * may unlink the node it stands on. Exits non-zero if any check fails.
 */
#include "check.h"
#include "../../lib/list.h"

#include <stdio.h>
#include <stdlib.h>

/* The node not first in its struct: entries are found by offset. */
typedef struct {
	int value;
	async_list_node_t link;
} item_t;

static item_t *item_of(async_list_node_t *node)
{
	return ASYNC_LIST_ENTRY_OR_NULL(node, item_t, link);
}

/* The values front to back, as a number (1, 2, 3 -> 123); 0 when empty.
 * Also walks back from the tail, which must give the same order. */
static long order(const async_list_t *list)
{
	long forward = 0, backward = 0, scale = 1;

	ASYNC_LIST_FOREACH(list, node) {
		forward = forward * 10 + item_of(node)->value;
	}
	for (async_list_node_t *node = list->tail; node != NULL; node = node->prev) {
		backward += item_of(node)->value * scale;
		scale *= 10;
	}
	CHECK(forward == backward);
	CHECK((list->head == NULL) == (list->tail == NULL));
	CHECK(list->head == NULL || list->head->prev == NULL);
	CHECK(list->tail == NULL || list->tail->next == NULL);
	return forward;
}

int main(void)
{
	async_list_t list = {0};
	item_t items[6];

	for (int i = 0; i < 6; i++) {
		items[i].value = i;
		async_list_node_init(&items[i].link);
	}

	/* Zeroed is empty; NULL maps to NULL. */
	CHECK(async_list_is_empty(&list));
	CHECK(async_list_pop_front(&list) == NULL);
	CHECK(item_of(list.head) == NULL);
	CHECK(!async_list_linked(&list, &items[1].link));

	/* The only element is linked, though both its links are NULL. */
	async_list_push_back(&list, &items[1].link);
	CHECK(async_list_linked(&list, &items[1].link));
	CHECK(!async_list_linked(&list, &items[2].link));
	CHECK(order(&list) == 1);

	async_list_push_back(&list, &items[2].link);
	async_list_push_back(&list, &items[3].link);
	async_list_push_front(&list, &items[4].link);
	CHECK(order(&list) == 4123);
	CHECK(ASYNC_LIST_ENTRY(list.head, item_t, link) == &items[4]);
	CHECK(ASYNC_LIST_ENTRY(list.tail, item_t, link) == &items[3]);

	/* Middle, head, tail: each clears the node's links. */
	async_list_remove(&list, &items[1].link);
	CHECK(order(&list) == 423);
	CHECK(items[1].link.prev == NULL && items[1].link.next == NULL);
	CHECK(!async_list_linked(&list, &items[1].link));
	async_list_remove(&list, &items[4].link);
	CHECK(order(&list) == 23);
	async_list_remove(&list, &items[3].link);
	CHECK(order(&list) == 2);
	async_list_remove(&list, &items[2].link);
	CHECK(async_list_is_empty(&list) && list.tail == NULL);
	CHECK(order(&list) == 0);

	/* pop_front in order, down to empty. */
	for (int i = 1; i <= 5; i++) {
		async_list_push_back(&list, &items[i].link);
	}
	CHECK(order(&list) == 12345);
	static const long rest[] = {12345, 2345, 345, 45, 5, 0};
	for (int i = 1; i <= 5; i++) {
		async_list_node_t *node = async_list_pop_front(&list);
		CHECK(item_of(node) == &items[i]);
		CHECK(node->prev == NULL && node->next == NULL);
		CHECK(order(&list) == rest[i]);
	}
	CHECK(async_list_is_empty(&list) && list.tail == NULL);

	/* A walk that unlinks every other node, the one it stands on. */
	for (int i = 1; i <= 5; i++) {
		async_list_push_back(&list, &items[i].link);
	}
	int visited = 0;
	ASYNC_LIST_FOREACH_SAFE(&list, node, next) {
		visited++;
		if (item_of(node)->value % 2 == 1) {
			async_list_remove(&list, node);
		}
	}
	CHECK(visited == 5);
	CHECK(order(&list) == 24);
	/* And one that unlinks them all. */
	ASYNC_LIST_FOREACH_SAFE(&list, node, next) {
		async_list_remove(&list, node);
	}
	CHECK(async_list_is_empty(&list) && list.tail == NULL);

	/* Re-init forgets the nodes (they are relinked afresh after). */
	async_list_push_back(&list, &items[0].link);
	async_list_init(&list);
	CHECK(async_list_is_empty(&list));

	return check_report("list");
}
