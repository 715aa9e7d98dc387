/*
 * list.h: an intrusive doubly linked list. The element embeds an
 * async_list_node_t; the list is a head and a tail, and the chain is
 * NULL-ended rather than circular: a zeroed list is empty and a zeroed node
 * unlinked (ecalloc()ed owners need no init), and no node points back at
 * the list, so its owner may move. Linking and unlinking are O(1) and
 * allocate nothing; all of it is static inline, as it runs on the hot paths
 * of waiters, timers and stacks. Pure C, no Zend dependency
 * (tests/unit/list_test.c).
 *
 * A node in no list has prev == next == NULL (every removal clears them),
 * so async_list_linked() can tell "the only element" from "not linked" by
 * asking the list.
 */
#ifndef ASYNC_LIST_H
#define ASYNC_LIST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct async_list_node async_list_node_t;
struct async_list_node {
	async_list_node_t *prev;
	async_list_node_t *next;
};

typedef struct {
	async_list_node_t *head;
	async_list_node_t *tail;
} async_list_t;

/* The structs that embed these are sized with care (waiters, timers and
 * scopes sit on hot paths): a node and a list must stay two pointers each,
 * what the hand-written links they replaced cost. */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(sizeof(async_list_node_t) == 2 * sizeof(void *), "a list node is two pointers");
_Static_assert(sizeof(async_list_t) == 2 * sizeof(void *), "a list is two pointers");
#endif

/* The struct of the given type that holds node as its member. */
#define ASYNC_LIST_ENTRY(node, type, member) ((type *) async_list_container((node), offsetof(type, member)))

/* The same, but NULL for NULL: what a walk reads off head and next (node
 * is evaluated once). */
#define ASYNC_LIST_ENTRY_OR_NULL(node, type, member) \
	((type *) async_list_container_or_null((node), offsetof(type, member)))

static inline void *async_list_container(const async_list_node_t *node, size_t offset)
{
	return (void *) ((const char *) node - offset);
}

static inline void *async_list_container_or_null(const async_list_node_t *node, size_t offset)
{
	return node != NULL ? async_list_container(node, offset) : NULL;
}

/* Front to back. The body must not unlink node: for that, use
 * ASYNC_LIST_FOREACH_SAFE, which reads the next node before the body runs
 * (the body may unlink node, but not the one after it). */
#define ASYNC_LIST_FOREACH(list, node) for (async_list_node_t *node = (list)->head; node != NULL; node = node->next)
#define ASYNC_LIST_FOREACH_SAFE(list, node, next_node) \
	for (async_list_node_t *node = (list)->head, *next_node = node != NULL ? node->next : NULL; node != NULL; \
		 node = next_node, next_node = node != NULL ? node->next : NULL)

static inline void async_list_init(async_list_t *list)
{
	list->head = NULL;
	list->tail = NULL;
}

static inline void async_list_node_init(async_list_node_t *node)
{
	node->prev = NULL;
	node->next = NULL;
}

static inline bool async_list_is_empty(const async_list_t *list)
{
	return list->head == NULL;
}

/* Whether node is in list (a node can only be in a list it was pushed
 * to: this is not a search). */
static inline bool async_list_linked(const async_list_t *list, const async_list_node_t *node)
{
	return node->prev != NULL || list->head == node;
}

static inline void async_list_push_back(async_list_t *list, async_list_node_t *node)
{
	node->next = NULL;
	node->prev = list->tail;
	if (list->tail != NULL) {
		list->tail->next = node;
	} else {
		list->head = node;
	}
	list->tail = node;
}

static inline void async_list_push_front(async_list_t *list, async_list_node_t *node)
{
	node->prev = NULL;
	node->next = list->head;
	if (list->head != NULL) {
		list->head->prev = node;
	} else {
		list->tail = node;
	}
	list->head = node;
}

/* Unlinks node, which must be in list, and clears its links. */
static inline void async_list_remove(async_list_t *list, async_list_node_t *node)
{
	if (node->prev != NULL) {
		node->prev->next = node->next;
	} else {
		list->head = node->next;
	}
	if (node->next != NULL) {
		node->next->prev = node->prev;
	} else {
		list->tail = node->prev;
	}
	node->prev = NULL;
	node->next = NULL;
}

/* Unlinks and returns the first node; NULL when the list is empty. */
static inline async_list_node_t *async_list_pop_front(async_list_t *list)
{
	async_list_node_t *node = list->head;

	if (node != NULL) {
		list->head = node->next;
		if (list->head != NULL) {
			list->head->prev = NULL;
		} else {
			list->tail = NULL;
		}
		node->next = NULL;
	}
	return node;
}

#endif /* ASYNC_LIST_H */
